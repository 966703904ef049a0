import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

export const ADMIN_UID = 'admin-uid';

export type Actor = {
  name: string;
  isAdmin: boolean;
  firestore: (env: RulesTestEnvironment) => Firestore;
  storage: (env: RulesTestEnvironment) => FirebaseStorage;
};

function actor(
  name: string,
  context: (env: RulesTestEnvironment) => RulesTestContext,
  isAdmin = false,
): Actor {
  return {
    name,
    isAdmin,
    firestore: (env) => context(env).firestore() as unknown as Firestore,
    storage: (env) => context(env).storage() as unknown as FirebaseStorage,
  };
}

const signedIn = (uid: string, claims?: Record<string, unknown>) => (env: RulesTestEnvironment) =>
  env.authenticatedContext(uid, claims);

/** The actors of docs/security-cases.md#actors: only the exact claim role "admin" is an admin. */
export const ACTORS: readonly Actor[] = [
  actor('anonymous visitor', (env) => env.unauthenticatedContext()),
  actor('signed-in user without a claim', signedIn('visitor-uid')),
  actor('role "user"', signedIn('user-uid', { role: 'user' })),
  actor('role "admin " (trailing space)', signedIn('spaced-uid', { role: 'admin ' })),
  actor('role "Admin" (capital A)', signedIn('capital-uid', { role: 'Admin' })),
  actor('admin', signedIn(ADMIN_UID, { role: 'admin' }), true),
];

export const ADMIN = ACTORS.find((candidate) => candidate.isAdmin)!;
export const ANONYMOUS = ACTORS[0]!;
