import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Role } from '@kigali/domain';
import type { DocumentData, Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

export const ADMIN_UID = 'admin-uid';
export const EDITOR_UID = 'editor-uid';
export const RECRUITER_UID = 'recruiter-uid';

export type Actor = {
  name: string;
  /** The team role the rules must recognise, or null for anyone who holds none (wrong spellings too). */
  role: Role | null;
  /** The uid the actor signs in with (null when not signed in): the stamps a valid write carries. */
  uid: string | null;
  /** The e-mail of the actor's token, or null when it has none. */
  email: string | null;
  firestore: (env: RulesTestEnvironment) => Firestore;
  storage: (env: RulesTestEnvironment) => FirebaseStorage;
};

function actor(
  name: string,
  signIn: { uid: string; claims?: Record<string, unknown> } | null,
  role: Role | null = null,
): Actor {
  const context = (env: RulesTestEnvironment): RulesTestContext =>
    signIn ? env.authenticatedContext(signIn.uid, signIn.claims) : env.unauthenticatedContext();
  const email = signIn?.claims?.email;
  return {
    name,
    role,
    uid: signIn?.uid ?? null,
    email: typeof email === 'string' ? email : null,
    firestore: (env) => context(env).firestore() as unknown as Firestore,
    storage: (env) => context(env).storage() as unknown as FirebaseStorage,
  };
}

/**
 * The actors of docs/security-cases.md#actors: the three roles, and people who hold none (only the
 * exact claim counts: "admin " and "Admin" are no role).
 */
export const ACTORS: readonly Actor[] = [
  actor('anonymous visitor', null),
  actor('signed-in user without a claim', { uid: 'visitor-uid', claims: { email: 'visitor@example.com' } }),
  actor('role "user"', { uid: 'user-uid', claims: { role: 'user' } }),
  actor('role "admin " (trailing space)', { uid: 'spaced-uid', claims: { role: 'admin ' } }),
  actor('role "Admin" (capital A)', { uid: 'capital-uid', claims: { role: 'Admin' } }),
  actor('admin', { uid: ADMIN_UID, claims: { role: 'admin', email: 'admin@kigalitech.rw' } }, 'admin'),
  actor('editor', { uid: EDITOR_UID, claims: { role: 'editor', email: 'editor@kigalitech.rw' } }, 'editor'),
  actor(
    'recruiter',
    { uid: RECRUITER_UID, claims: { role: 'recruiter', email: 'recruiter@kigalitech.rw' } },
    'recruiter',
  ),
];

const withRole = (role: Role) => ACTORS.find((candidate) => candidate.role === role)!;
export const ADMIN = withRole('admin');
export const EDITOR = withRole('editor');
export const RECRUITER = withRole('recruiter');
export const ANONYMOUS = ACTORS[0]!;
export const SIGNED_IN_VISITOR = ACTORS[1]!;

/** An editor whose token carries no e-mail (signed in by phone, say): trash entries name null. */
export const EDITOR_WITHOUT_EMAIL = actor(
  'editor without an e-mail',
  { uid: 'editor-2-uid', claims: { role: 'editor' } },
  'editor',
);

/**
 * Team members whose ID token, issued before an admin changed their role, still says `admin`: one
 * removed from the team (no record any more), one made an editor (their record says so). Neither
 * holds a role the rules recognise: the record, not the token, is current.
 */
export const REMOVED_ADMIN = actor('admin removed from the team, token unexpired', {
  uid: 'removed-admin-uid',
  claims: { role: 'admin', email: 'removed@kigalitech.rw' },
});
export const LOWERED_ADMIN = actor('admin made an editor, token unexpired', {
  uid: 'lowered-admin-uid',
  claims: { role: 'admin', email: 'lowered@kigalitech.rw' },
});

/** The actors whose role is among `roles`, and the others. */
export const actorsWith = (roles: readonly Role[]) =>
  ACTORS.filter((candidate) => candidate.role !== null && roles.includes(candidate.role));
export const actorsWithout = (roles: readonly Role[]) =>
  ACTORS.filter((candidate) => candidate.role === null || !roles.includes(candidate.role));

/**
 * The server's record of each team actor's role (team_members/{uid}), seeded with every test's
 * documents: the rules grant a role only while its record holds it, as the role Function keeps it.
 */
export const teamRecords = (): Record<string, DocumentData> =>
  Object.fromEntries(
    [...ACTORS, EDITOR_WITHOUT_EMAIL]
      .filter((candidate) => candidate.role !== null)
      .map((candidate) => [
        `team_members/${candidate.uid}`,
        { email: candidate.email ?? '', role: candidate.role, updated_at: null, updated_by: null },
      ]),
  );
