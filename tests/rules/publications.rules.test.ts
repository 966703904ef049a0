import { PUBLICATION_CATEGORIES } from '@kigali/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { PAST, publicationCreate, stored, without } from './support/fixtures';
import { CATALOGUE_ACCESS, itEnforcesAccessMatrix } from './support/matrix';
import { itHidesUnpublished } from './support/visibility';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({
  'publications/published': stored.publication(),
  'publications/draft': stored.publication({ is_published: false, published_at: null }),
}));

describe('publications: who may do what', () => {
  itEnforcesAccessMatrix(env, CATALOGUE_ACCESS, {
    get: (db) => getDoc(doc(db, 'publications/published')),
    list: (db) =>
      getDocs(
        query(
          collection(db, 'publications'),
          where('is_published', '==', true),
          orderBy('published_at', 'desc'),
        ),
      ),
    create: (db) => setDoc(doc(db, 'publications/new'), publicationCreate()),
    update: (db) =>
      updateDoc(doc(db, 'publications/published'), {
        title: 'A better title',
        updated_at: serverTimestamp(),
      }),
    delete: (db) => deleteDoc(doc(db, 'publications/published')),
  });
});

describe('publications: drafts are hidden from the public', () => {
  itHidesUnpublished(env, { collection: 'publications', flag: 'is_published', hiddenId: 'draft' });
});

describe('publications: an admin creating a publication', () => {
  const valid = publicationCreate();
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'publications/new'), data), {
    valid,
    accepted: [
      ...PUBLICATION_CATEGORIES.map((category): [string, DocumentData] => [
        `category ${category}`,
        { ...valid, category },
      ]),
      ['a draft (published_at null)', { ...valid, is_published: false, published_at: null }],
      ['an excerpt', { ...valid, excerpt: 'A short summary.' }],
      ['an https image', { ...valid, image_url: 'https://cdn.example.com/article.webp' }],
    ],
    refused: [
      ['another admin as author', { ...valid, author_id: 'someone-else' }],
      ['a client-chosen published_at', { ...valid, published_at: PAST }],
      ['a category outside the list', { ...valid, category: 'Gossip' }],
      ['an excerpt of 5001 characters', { ...valid, excerpt: 'e'.repeat(5001) }],
      [
        'an http: image URL, which the Content-Security-Policy blocks',
        { ...valid, image_url: 'http://cdn.example.com/article.webp' },
      ],
      ['is_published as text', { ...valid, is_published: 'yes' }],
      ['no content', without(valid, 'content')],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['a client-chosen updated_at', { ...valid, updated_at: PAST }],
    ],
  });
});

describe('publications: an admin editing a published article', () => {
  const valid = { title: 'A better title', updated_at: serverTimestamp() };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'publications/published'), data), {
    valid,
    refused: [
      ['moving published_at once set', { ...valid, published_at: serverTimestamp() }],
      ['clearing published_at once set', { ...valid, published_at: null }],
      ['changing the author', { ...valid, author_id: 'admin-uid' }],
      ['changing created_at', { ...valid, created_at: serverTimestamp() }],
      ['without stamping updated_at', without(valid, 'updated_at')],
    ],
  });
});

describe('publications: an admin publishing a draft', () => {
  const valid = { is_published: true, published_at: serverTimestamp(), updated_at: serverTimestamp() };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'publications/draft'), data), {
    valid,
    accepted: [['an edit that keeps it a draft', { title: 'Draft title', updated_at: serverTimestamp() }]],
    refused: [['a back-dated published_at', { ...valid, published_at: PAST }]],
  });
});

itChecksTranslations(
  'publications',
  'creating',
  publicationCreate,
  (db, data) => setDoc(doc(db, 'publications/new'), data),
  env,
);
itChecksTranslations(
  'publications',
  'editing',
  () => ({ updated_at: serverTimestamp() }),
  (db, data) => updateDoc(doc(db, 'publications/published'), data),
  env,
);
