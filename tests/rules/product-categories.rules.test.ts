import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { CATEGORY_ID, productCategoryFields, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itChecksTranslations } from './support/translations';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({ [`product_categories/${CATEGORY_ID}`]: productCategoryFields() }));

describe('product_categories: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('product_categories'), {
    get: (db) => getDoc(doc(db, `product_categories/${CATEGORY_ID}`)),
    list: (db) =>
      getDocs(query(collection(db, 'product_categories'), where('is_active', '==', true), orderBy('name'))),
    create: (db, actor) =>
      setDoc(doc(db, 'product_categories/new'), {
        name: 'Solar Power',
        is_active: false,
        ...stampedBy(actor),
      }),
    update: (db, actor) =>
      updateDoc(doc(db, `product_categories/${CATEGORY_ID}`), { name: 'CCTV & Video', ...stampedBy(actor) }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'product_categories', CATEGORY_ID),
  });
});

describe('product_categories: an admin writing a category', () => {
  const valid = { ...productCategoryFields(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'product_categories/new'), data), {
    valid,
    accepted: [['an inactive category', { ...valid, is_active: false }]],
    refused: [
      ['no name', without(valid, 'name')],
      ['a name of spaces', { ...valid, name: '  ' }],
      ['is_active as the text "true"', { ...valid, is_active: 'true' }],
      ['an extra key', { ...valid, slug: 'cctv' }],
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
    ],
  });
});

itChecksTranslations(
  'product_categories',
  'creating',
  productCategoryFields,
  (db, data) => setDoc(doc(db, 'product_categories/new'), data),
  env,
);
itChecksTranslations(
  'product_categories',
  'editing',
  () => ({ is_active: true }),
  (db, data) => updateDoc(doc(db, `product_categories/${CATEGORY_ID}`), data),
  env,
);
