import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN } from './support/actors';
import { useRulesEnvironment } from './support/environment';
import { partnershipRequestWrite, storedPartnershipRequest } from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';

const env = useRulesEnvironment(() => ({ 'partnership_requests/seeded': storedPartnershipRequest() }));

describe('partnership_requests: who may do what', () => {
  itEnforcesAccessMatrix(env, submissionAccess('partnership_requests'), {
    get: (db) => getDoc(doc(db, 'partnership_requests/seeded')),
    list: (db) => getDocs(collection(db, 'partnership_requests')),
    create: (db) => setDoc(doc(db, 'partnership_requests/new'), partnershipRequestWrite()),
    update: (db) => updateDoc(doc(db, 'partnership_requests/seeded'), { handled: true }),
    delete: (db) => deleteDoc(doc(db, 'partnership_requests/seeded')),
  });
});

describe('partnership_requests: an admin handling a request', () => {
  const update = (data: DocumentData) =>
    updateDoc(doc(ADMIN.firestore(env()), 'partnership_requests/seeded'), data);

  it('may mark it handled', async () => {
    await assertSucceeds(update({ handled: true }));
  });
  it.each([
    ['handled as a number', { handled: 1 }],
    ['handled together with the partnership type', { handled: true, partnership_type: 'distributor' }],
    ['the description alone', { description: 'A different description entirely' }],
  ])('may not change %s', async (_label, data) => {
    await assertFails(update(data));
  });
});
