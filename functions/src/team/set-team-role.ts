import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { roleGrantRefusal, teamRoleRequestSchema, type Role, type TeamRoleResult } from '@kigali/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../admin';
import { currentRole } from './caller-role';
import { invite, wasInvited } from './invitations';
import { bringAuthInStep, recordRole } from './role-change';

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * The account named by `email`, and whether this Function created it. An address without an account
 * gets one (without a password) when a role is given.
 */
async function findOrInvite(
  email: string,
  role: Role | null,
  callerUid: string,
): Promise<{ user: UserRecord; invited: boolean }> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    return { user, invited: await wasInvited(user) };
  } catch (error) {
    if (codeOf(error) !== 'auth/user-not-found') throw error;
  }
  if (!role) throw new HttpsError('not-found', 'No account uses this e-mail address.');
  try {
    return { user: await invite(email, callerUid), invited: true };
  } catch (error) {
    // Another admin invited the address a moment ago: theirs is the account.
    if (codeOf(error) !== 'auth/email-already-exists') throw error;
    const user = await adminAuth().getUserByEmail(email);
    return { user, invited: await wasInvited(user) };
  }
}

/**
 * The Team screen's grant, change and revoke. Only an admin whose record still says so may call it,
 * and never on themselves, so the team always keeps the admin who is acting. Only an account this
 * Function created, or one whose address is verified, is given a role. The change is recorded (the
 * record the rules trust and the log, together), then the member's claim follows and their sessions
 * end; calling again with the same request finishes whatever a failure left undone
 * (team/role-change.ts). Only this web app calls it: App Check is enforced.
 */
export const setTeamRole = onCall({ enforceAppCheck: true }, async (request): Promise<TeamRoleResult> => {
  const caller = request.auth;
  if (!caller || (await currentRole(caller)) !== 'admin') {
    throw new HttpsError('permission-denied', 'Only an admin may change the team.');
  }
  const parsed = teamRoleRequestSchema.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const { email, role } = parsed.data;
  const { user, invited } = await findOrInvite(email, role, caller.uid);
  if (user.uid === caller.uid) {
    throw new HttpsError('failed-precondition', 'You cannot change your own role.');
  }
  const refusal = role && !invited ? roleGrantRefusal(user, false) : null;
  if (refusal) throw new HttpsError('failed-precondition', refusal);

  const memberEmail = user.email ?? email;
  await recordRole(user.uid, memberEmail, role, caller.uid);
  await bringAuthInStep(user.uid);
  const result: TeamRoleResult = { uid: user.uid, email: memberEmail, role };
  // Until they have set a password, the invited member needs the link the admin passes on.
  if (role && invited && user.providerData.length === 0) {
    result.passwordLink = await adminAuth().generatePasswordResetLink(memberEmail);
  }
  return result;
});
