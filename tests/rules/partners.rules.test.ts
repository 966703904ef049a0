import { CONTENT_MANAGERS } from '@kigali/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ADMIN, ADMIN_UID } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { PAST, partnerFields, stored, without } from './support/fixtures';
import { contentAccess, itEnforcesAccessMatrix } from './support/matrix';
import { moveToTrash, stampedBy } from './support/trash';
import { itHidesUnpublished } from './support/visibility';
import { itAcceptsAndRefuses } from './support/writes';

const env = useRulesEnvironment(() => ({
  'partners/active': stored.partner(true),
  'partners/inactive': stored.partner(false),
}));

describe('partners: who may do what', () => {
  itEnforcesAccessMatrix(env, contentAccess('partners'), {
    get: (db) => getDoc(doc(db, 'partners/active')),
    list: (db) =>
      getDocs(
        query(collection(db, 'partners'), where('is_active', '==', true), orderBy('created_at', 'desc')),
      ),
    create: (db, actor) =>
      setDoc(doc(db, 'partners/new'), {
        ...partnerFields(),
        created_at: serverTimestamp(),
        ...stampedBy(actor),
      }),
    update: (db, actor) => updateDoc(doc(db, 'partners/active'), { is_active: false, ...stampedBy(actor) }),
    delete: (db, actor) => moveToTrash(env(), db, actor, 'partners', 'active'),
  });
});

describe('partners: inactive partners are hidden from the public', () => {
  itHidesUnpublished(env, {
    collection: 'partners',
    flag: 'is_active',
    hiddenId: 'inactive',
    managers: CONTENT_MANAGERS.partners,
  });
});

describe('partners: an admin creating a partner', () => {
  const valid = { ...partnerFields(), created_at: serverTimestamp(), updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => setDoc(doc(ADMIN.firestore(env()), 'partners/new'), data), {
    valid,
    refused: [
      ['no logo', { ...valid, logo_url: null }],
      ['a javascript: logo URL', { ...valid, logo_url: 'javascript:alert(1)' }],
      [
        'an http: logo URL, which the Content-Security-Policy blocks',
        { ...valid, logo_url: 'http://cdn.example.com/logo.png' },
      ],
      ['is_active as the text "true"', { ...valid, is_active: 'true' }],
      ['a client-chosen created_at', { ...valid, created_at: PAST }],
      ['no created_at', without(valid, 'created_at')],
      ['an extra key', { ...valid, contract_value: 1000000 }],
      ['no updated_by', without(valid, 'updated_by')],
      ['restored_from on a new partner (no trash entry)', { ...valid, restored_from: 'trash' }],
    ],
  });
});

describe('partners: an admin editing a partner', () => {
  const valid = { name: 'Hikvision Rwanda', updated_by: ADMIN_UID };
  itAcceptsAndRefuses((data) => updateDoc(doc(ADMIN.firestore(env()), 'partners/active'), data), {
    valid,
    refused: [
      ['changing created_at', { ...valid, created_at: serverTimestamp() }],
      ['without updated_by', without(valid, 'updated_by')],
      ['updated_by naming someone else', { ...valid, updated_by: 'editor-uid' }],
    ],
  });
});
