import { MAX_LENGTH } from '@kigali/domain';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { navigationItemFields, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({ 'navigation_items/seeded': navigationItemFields() }));

describe('navigation_items: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('navigation_items'), {
    get: (db) => getDoc(doc(db, 'navigation_items/seeded')),
    list: (db) => getDocs(query(collection(db, 'navigation_items'), orderBy('order_index'))),
    create: (db, actor) =>
      setDoc(doc(db, 'navigation_items/new'), { ...navigationItemFields(), ...stampedBy(actor) }),
    update: (db, actor) =>
      updateDoc(doc(db, 'navigation_items/seeded'), { order_index: 4, ...stampedBy(actor) }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'navigation_items', 'seeded'),
  });
});

describe('navigation_items: an admin writing a menu entry', () => {
  const valid = { ...navigationItemFields(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'navigation_items/new'), data), {
    valid,
    accepted: [
      ['a top-level entry (parent null)', { ...valid, parent_id: null }],
      ['the longest parent id the form takes', { ...valid, parent_id: 'p'.repeat(MAX_LENGTH.shortText) }],
      ['the home page path', { ...valid, path: '/' }],
      ['a path with a query and a fragment', { ...valid, path: '/products?category=cat-cctv#list' }],
    ],
    refused: [
      ['a javascript: path', { ...valid, path: 'javascript:alert(1)' }],
      ['an absolute URL to another site', { ...valid, path: 'https://evil.example.com/login' }],
      ['a protocol-relative path', { ...valid, path: '//evil.example.com' }],
      ['a path without its leading slash', { ...valid, path: 'products' }],
      ['a backslash path browsers read as another host', { ...valid, path: '/\\evil.example.com' }],
      ['a fractional order', { ...valid, order_index: 0.5 }],
      ['a negative order', { ...valid, order_index: -1 }],
      ['is_active as the text "true"', { ...valid, is_active: 'true' }],
      ['a parent id as a number', { ...valid, parent_id: 7 }],
      [
        'a parent id one character longer than the form takes',
        { ...valid, parent_id: 'p'.repeat(MAX_LENGTH.shortText + 1) },
      ],
      ['a parent id on two lines', { ...valid, parent_id: 'nav\nservices' }],
      ['a blank parent id (the form stores none as null)', { ...valid, parent_id: '  ' }],
      ['no label', without(valid, 'label')],
      ['no updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
    ],
  });
});
