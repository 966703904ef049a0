import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
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
import { contactMessageWrite, storedContactMessage } from './support/fixtures';
import { itEnforcesAccessMatrix, submissionAccess } from './support/matrix';

const env = useRulesEnvironment(() => ({ 'contact_messages/seeded': storedContactMessage() }));

describe('contact_messages: who may do what', () => {
  itEnforcesAccessMatrix(env, submissionAccess('contact_messages'), {
    get: (db) => getDoc(doc(db, 'contact_messages/seeded')),
    list: (db) => getDocs(collection(db, 'contact_messages')),
    create: (db) => setDoc(doc(db, 'contact_messages/new'), contactMessageWrite()),
    update: (db) => updateDoc(doc(db, 'contact_messages/seeded'), { handled: true }),
    delete: (db) => deleteDoc(doc(db, 'contact_messages/seeded')),
  });
});

describe('contact_messages: an admin handling a message', () => {
  const update = (data: DocumentData) =>
    updateDoc(doc(ADMIN.firestore(env()), 'contact_messages/seeded'), data);

  it('may mark it handled, and unmark it', async () => {
    await assertSucceeds(update({ handled: true }));
    await assertSucceeds(update({ handled: false }));
  });
  it.each([
    ['handled as text', { handled: 'yes' }],
    ['handled together with the message', { handled: true, message: 'Rewritten by someone else' }],
    ['the e-mail alone', { email: 'other@example.com' }],
    ['the delivery state', { delivery: { state: 'failed' } }],
    ['removing created_at', { created_at: deleteField() }],
  ])('may not change %s', async (_label, data) => {
    await assertFails(update(data));
  });
});
