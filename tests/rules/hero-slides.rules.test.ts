import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { heroSlideFields, without } from './support/fixtures';
import { CATALOGUE_ACCESS, itEnforcesAccessMatrix } from './support/matrix';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({ 'hero_slides/seeded': heroSlideFields() }));

describe('hero_slides: who may do what', () => {
  itEnforcesAccessMatrix(env, CATALOGUE_ACCESS, {
    get: (db) => getDoc(doc(db, 'hero_slides/seeded')),
    list: (db) => getDocs(query(collection(db, 'hero_slides'), orderBy('order_index'))),
    create: (db) => setDoc(doc(db, 'hero_slides/new'), heroSlideFields()),
    update: (db) => updateDoc(doc(db, 'hero_slides/seeded'), { order_index: 3 }),
    delete: (db) => deleteDoc(doc(db, 'hero_slides/seeded')),
  });
});

describe('hero_slides: an admin writing a slide', () => {
  const valid = heroSlideFields();
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'hero_slides/new'), data), {
    valid,
    accepted: [['an image on another site', { ...valid, image_url: 'https://cdn.example.com/hero.webp' }]],
    refused: [
      ['no image', { ...valid, image_url: null }],
      [
        'an http: image URL, which the Content-Security-Policy blocks',
        { ...valid, image_url: 'http://cdn.example.com/hero.webp' },
      ],
      ['no call-to-action text', without(valid, 'cta_text')],
      ['a javascript: call-to-action link', { ...valid, cta_link: 'javascript:alert(1)' }],
      ['a call-to-action link to another site', { ...valid, cta_link: 'https://evil.example.com/' }],
      ['a negative order', { ...valid, order_index: -1 }],
      ['a fractional order', { ...valid, order_index: 1.5 }],
      ['an order as text', { ...valid, order_index: '1' }],
      ['an extra key', { ...valid, created_by: 'someone' }],
    ],
  });
});

itChecksTranslations(
  'hero_slides',
  'creating',
  heroSlideFields,
  (db, data) => setDoc(doc(db, 'hero_slides/new'), data),
  env,
);
itChecksTranslations(
  'hero_slides',
  'editing',
  () => ({ order_index: 1 }),
  (db, data) => updateDoc(doc(db, 'hero_slides/seeded'), data),
  env,
);
