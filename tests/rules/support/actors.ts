import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';

export const ADMIN_UID = 'admin-uid';

export type Actor = {
  name: string;
  isAdmin: boolean;
  firestore: (env: RulesTestEnvironment) => Firestore;
};

const signedIn = (uid: string, claims?: Record<string, unknown>) => (env: RulesTestEnvironment) =>
  env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;

/** The actors of security-cases.md: only the exact claim role "admin" is an admin. */
export const ACTORS: readonly Actor[] = [
  {
    name: 'anonymous visitor',
    isAdmin: false,
    firestore: (env) => env.unauthenticatedContext().firestore() as unknown as Firestore,
  },
  { name: 'signed-in user without a claim', isAdmin: false, firestore: signedIn('visitor-uid') },
  { name: 'role "user"', isAdmin: false, firestore: signedIn('user-uid', { role: 'user' }) },
  {
    name: 'role "admin " (trailing space)',
    isAdmin: false,
    firestore: signedIn('spaced-uid', { role: 'admin ' }),
  },
  { name: 'role "Admin" (capital A)', isAdmin: false, firestore: signedIn('capital-uid', { role: 'Admin' }) },
  { name: 'admin', isAdmin: true, firestore: signedIn(ADMIN_UID, { role: 'admin' }) },
];

export const ADMIN = ACTORS.find((actor) => actor.isAdmin)!;
export const ANONYMOUS = ACTORS[0]!;
export const NON_ADMINS = ACTORS.filter((actor) => !actor.isAdmin);
