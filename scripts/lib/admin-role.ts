import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { emulatorAdmin } from './admin-sdk';

/**
 * What `npm run admin:grant` and `npm run admin:revoke` share: their arguments, the Auth they
 * talk to (the local emulators, or a real project with Application Default Credentials), and
 * how a failure is told.
 */
export type RoleArgs = { email: string; project: string | null };

/** `EMAIL [--project PROJECT_ID]`, in either order; null when the e-mail is missing. */
export function parseRoleArgs(args: readonly string[]): RoleArgs | null {
  const projectIndex = args.indexOf('--project');
  const project = projectIndex === -1 ? null : (args[projectIndex + 1] ?? null);
  if (projectIndex !== -1 && (!project || project.startsWith('--'))) return null;
  const email = args.find(
    (arg, index) => !arg.startsWith('--') && (projectIndex === -1 || index !== projectIndex + 1),
  );
  return email ? { email, project } : null;
}

export type RoleTarget = { auth: Auth; onEmulators: boolean; where: string };

/**
 * The Auth to change. The Admin SDK follows FIREBASE_AUTH_EMULATOR_HOST whatever the project, so
 * a run with that variable set is an emulator run even with --project.
 */
export function roleTarget(project: string | null): RoleTarget {
  if (!project) return { auth: emulatorAdmin().auth, onEmulators: true, where: 'on the emulators' };
  const onEmulators = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  return {
    auth: getAuth(initializeApp({ projectId: project })),
    onEmulators,
    where: onEmulators ? `of ${project} on the emulators` : `of ${project}`,
  };
}

/**
 * Why `user` may not become an admin, or null when they may. An address nobody proved they own
 * could belong to anyone who signed up with it; the emulators have no real mailboxes to prove it.
 */
export function grantRefusal(
  user: Pick<UserRecord, 'email' | 'emailVerified'>,
  onEmulators: boolean,
): string | null {
  if (user.emailVerified || onEmulators) return null;
  return `${user.email} has not verified its e-mail address: only a verified address can be made an admin. Ask them to verify it (the verification link Firebase Auth sends), then run this again.`;
}

/** The claims without the admin role, other claims kept. */
export function claimsWithoutRole(claims: UserRecord['customClaims']) {
  const rest = { ...(claims ?? {}) };
  delete rest.role;
  return rest;
}

/** A refusal that explains itself: printed as it is, without the "Could not" prefix. */
export class RoleRefusal extends Error {
  override name = 'RoleRefusal';
}

/** Runs one role command: usage on bad arguments (exit 2), a one-line error on failure (exit 1). */
export async function runRoleCommand(
  usage: string,
  action: string,
  change: (target: RoleTarget, user: UserRecord) => Promise<string>,
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
    console.log(await change(target, user));
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
