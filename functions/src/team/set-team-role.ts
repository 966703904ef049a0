import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  claimsWithRole,
  roleGrantRefusal,
  roleOfClaims,
  teamRoleRequestSchema,
  type Role,
  type TeamRoleResult,
} from '@kigali/domain';
import { recordActivity } from '../activity/record-activity';
import { adminAuth, adminDb } from '../admin';

/** The account named by `email`, created (without a password) when there is none and a role is given. */
async function findOrCreateMember(email: string, role: Role | null) {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    if (!role) throw new HttpsError('not-found', 'No account uses this e-mail address.');
    return await adminAuth().createUser({ email });
  }
}

/**
 * The Team screen's grant, change and revoke. Only an admin may call it, and never on themselves,
 * so the team always keeps the admin who is acting. A change revokes the member's refresh tokens:
 * their sessions end within the hour their current ID token lives, and the next one carries the new
 * role. `team_members` mirrors the claims for the Team screen, and the change goes to the log.
 */
export const setTeamRole = onCall(async (request): Promise<TeamRoleResult> => {
  const caller = request.auth;
  if (caller?.token.role !== 'admin') {
    throw new HttpsError('permission-denied', 'Only an admin may change the team.');
  }
  const parsed = teamRoleRequestSchema.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const { email, role } = parsed.data;
  const user = await findOrCreateMember(email, role);
  if (user.uid === caller.uid) {
    throw new HttpsError('failed-precondition', 'You cannot change your own role.');
  }
  // An account without any way to sign in (made by this Function) waits for its password link.
  const invited = user.providerData.length === 0;
  const refusal = role && !invited ? roleGrantRefusal(user, process.env.FUNCTIONS_EMULATOR === 'true') : null;
  if (refusal) throw new HttpsError('failed-precondition', refusal);

  const previous = roleOfClaims(user.customClaims);
  const memberEmail = user.email ?? email;
  const member = adminDb().collection('team_members').doc(user.uid);
  if (previous !== role) {
    await adminAuth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role));
    // After the claim changed: a token refreshed from now on carries the new role.
    await adminAuth().revokeRefreshTokens(user.uid);
  }
  // Written even when the role stays, so a team_members document out of step is put right.
  if (role) {
    await member.set({
      email: memberEmail,
      role,
      updated_at: FieldValue.serverTimestamp(),
      updated_by: caller.uid,
    });
  } else {
    await member.delete();
  }
  if (previous !== role) {
    await recordActivity(adminDb().collection('activity_log').doc().id, {
      actor_uid: caller.uid,
      collection: 'team_members',
      doc_id: user.uid,
      doc_label: memberEmail,
      action: 'role',
      fields: ['role'],
    });
  }
  const result: TeamRoleResult = { uid: user.uid, email: memberEmail, role };
  if (role && invited) result.passwordLink = await adminAuth().generatePasswordResetLink(memberEmail);
  return result;
});
