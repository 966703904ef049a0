import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { heroSlideFields, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({ 'hero_slides/seeded': heroSlideFields() }));

describe('hero_slides: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('hero_slides'), {
    get: (db) => getDoc(doc(db, 'hero_slides/seeded')),
    list: (db) => getDocs(query(collection(db, 'hero_slides'), orderBy('order_index'))),
    create: (db, actor) => setDoc(doc(db, 'hero_slides/new'), { ...heroSlideFields(), ...stampedBy(actor) }),
    update: (db, actor) => updateDoc(doc(db, 'hero_slides/seeded'), { order_index: 3, ...stampedBy(actor) }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'hero_slides', 'seeded'),
  });
});

describe('hero_slides: an admin writing a slide', () => {
  const valid = { ...heroSlideFields(), updated_by: ADMIN_UID };
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
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
      ['restored_from on a new slide (no trash entry)', { ...valid, restored_from: 'trash' }],
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
