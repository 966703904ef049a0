import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './support/environment';
import { itEnforcesAccessMatrix, type Access } from './support/matrix';

/** A device reads its own receipt by the id it chose; only the Function (Admin SDK) writes them. */
const RECEIPT_ACCESS: Access = {
  get: 'everyone',
  list: 'nobody',
  create: 'nobody',
  update: 'nobody',
  delete: 'nobody',
};

const receipt = () => ({
  collection: 'job_applications',
  state: 'received',
  received_at: Timestamp.fromDate(new Date('2026-01-05T10:00:00Z')),
});

const env = useRulesEnvironment(() => ({ 'submission_receipts/seeded': receipt() }));

describe('submission_receipts: who may do what', () => {
  itEnforcesAccessMatrix(env, RECEIPT_ACCESS, {
    get: (db) => getDoc(doc(db, 'submission_receipts/seeded')),
    list: (db) => getDocs(collection(db, 'submission_receipts')),
    create: (db) => setDoc(doc(db, 'submission_receipts/forged'), receipt()),
    update: (db) => updateDoc(doc(db, 'submission_receipts/seeded'), { state: 'received' }),
    delete: (db) => deleteDoc(doc(db, 'submission_receipts/seeded')),
  });
});
