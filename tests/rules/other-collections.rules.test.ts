import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './support/environment';
import { itEnforcesAccessMatrix, NO_ACCESS } from './support/matrix';

/**
 * Case 22 (docs/security-cases.md#admin-writes): a collection docs/architecture.md#data-in-firestore
 * does not name is closed to everyone, admins included. That includes what only the Functions write
 * (past the rules): the mail throttle's counters, the public forms' senders' counts, the team's
 * invitations and the markers of role changes whose Auth step is still to come.
 */
const UNNAMED = [
  'users',
  'settings',
  'mail',
  'mail_throttle',
  'submission_senders',
  'team_invitations',
  'team_role_syncs',
  'products/seeded/private',
];

const env = useRulesEnvironment(() =>
  Object.fromEntries(UNNAMED.map((path) => [`${path}/existing`, { note: 'seeded past the rules' }])),
);

describe.each(UNNAMED)('%s: nobody may do anything', (path) => {
  itEnforcesAccessMatrix(env, NO_ACCESS, {
    get: (db) => getDoc(doc(db, `${path}/existing`)),
    list: (db) => getDocs(collection(db, path)),
    create: (db) => setDoc(doc(db, `${path}/new`), { note: 'written by a client' }),
    update: (db) => updateDoc(doc(db, `${path}/existing`), { note: 'changed' }),
    delete: (db) => deleteDoc(doc(db, `${path}/existing`)),
  });
});
