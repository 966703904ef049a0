import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { claimsWithRole, isRole, roleOfClaims, type Role } from '@kigali/domain';
import { emulatorAdmin } from './admin-sdk';

/**
 * What `npm run admin:grant` and `npm run admin:revoke` share: their arguments, the Auth and
 * Firestore they talk to (the local emulators, or a real project with Application Default
 * Credentials), how they keep `team_members` and the activity log in step with the claim, and how
 * a failure is told.
 */
export type RoleArgs = { email: string; project: string | null; role: Role | null };

/**
 * `EMAIL [--role ROLE] [--project PROJECT_ID]`, in any order; null when the e-mail is missing, an
 * option lacks its value or the role is not one of the team's.
 */
export function parseRoleArgs(args: readonly string[]): RoleArgs | null {
  const values = new Map<string, string | null>();
  const positional: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--project' || arg === '--role') {
      const value = args[index + 1];
      values.set(arg, value && !value.startsWith('--') ? value : null);
      index++;
    } else if (arg.startsWith('--')) {
      return null;
    } else {
      positional.push(arg);
    }
  }
  const [email, ...extra] = positional;
  const project = values.get('--project');
  const role = values.get('--role');
  if (!email || extra.length > 0 || project === null || role === null) return null;
  if (role !== undefined && !isRole(role)) return null;
  return { email, project: project ?? null, role: role ?? null };
}

export type RoleTarget = { auth: Auth; db: Firestore; onEmulators: boolean; where: string };

/**
 * The Auth and Firestore to change. The Admin SDK follows FIREBASE_AUTH_EMULATOR_HOST whatever
 * the project, so a run with that variable set is an emulator run even with --project.
 */
export function roleTarget(project: string | null): RoleTarget {
  if (!project) return { ...emulatorAdmin(), onEmulators: true, where: 'on the emulators' };
  const onEmulators = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const app = initializeApp({ projectId: project });
  return {
    auth: getAuth(app),
    db: getFirestore(app),
    onEmulators,
    where: onEmulators ? `of ${project} on the emulators` : `of ${project}`,
  };
}

/** "an admin", "an editor", "a recruiter". */
export const aRole = (role: Role) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

/**
 * Gives `user` the role (or none), as the setTeamRole Function does (functions/src/team): the
 * record the rules and the callables trust (`team_members`) and the log's entry by the server (no
 * team member made the change) in one transaction, then the claim, then the refresh tokens revoked,
 * so any token refreshed from now on carries the new claim. Run again after a failure, it finishes
 * the change. Returns the role the user held before.
 */
export async function applyRole({ auth, db }: RoleTarget, user: UserRecord, role: Role | null) {
  const member = db.collection('team_members').doc(user.uid);
  const recorded = await db.runTransaction(async (transaction) => {
    const before = roleOfClaims((await transaction.get(member)).data());
    if (before === role) return before;
    if (role) {
      transaction.set(member, {
        email: user.email,
        role,
        updated_at: FieldValue.serverTimestamp(),
        updated_by: null,
      });
    } else {
      transaction.delete(member);
    }
    transaction.create(db.collection('activity_log').doc(), {
      at: FieldValue.serverTimestamp(),
      actor_uid: null,
      actor_email: null,
      collection: 'team_members',
      doc_id: user.uid,
      doc_label: user.email ?? '',
      action: 'role',
      fields: ['role'],
    });
    return before;
  });
  await auth.setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role));
  await auth.revokeRefreshTokens(user.uid);
  return recorded ?? roleOfClaims(user.customClaims);
}

/** A refusal that explains itself: printed as it is, without the "Could not" prefix. */
export class RoleRefusal extends Error {
  override name = 'RoleRefusal';
}

/** Runs one role command: usage on bad arguments (exit 2), a one-line error on failure (exit 1). */
export async function runRoleCommand(
  usage: string,
  action: string,
  change: (target: RoleTarget, user: UserRecord, args: RoleArgs) => Promise<string>,
) {
  const args = parseRoleArgs(process.argv.slice(2));
  if (!args) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const { email, project } = args;
  try {
    const target = roleTarget(project);
    const user = await target.auth.getUserByEmail(email);
    console.log(await change(target, user, args));
    process.exit(0);
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      error instanceof RoleRefusal
        ? `✖ ${error.message}`
        : code === 'auth/user-not-found'
          ? `✖ No user with the e-mail ${email}. They must have an account first.`
          : `✖ Could not ${action}: ${error instanceof Error ? error.message : error}${project ? '' : ' (are the emulators running?)'}`,
    );
    process.exit(1);
  }
}
