import { FieldValue } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, adminDb } from '../admin';

/**
 * The accounts the Team screen created (team_invitations/{uid}, written by the Functions only). An
 * invited account may be given a role before its owner has verified the address: the server made it
 * for the address the admin typed, and nobody had an account with that address, or creating it
 * would have failed. Any other account needs a verified address, providers or none: an account
 * without a sign-in provider may be an anonymous one given the address, or one whose owner removed
 * their provider after signing up with somebody else's address.
 */
const invitations = () => adminDb().collection('team_invitations');

export async function wasInvited(user: UserRecord): Promise<boolean> {
  const invitation = await invitations().doc(user.uid).get();
  return invitation.exists && invitation.get('email') === user.email;
}

/**
 * Creates the account of `email`. The invitation is recorded first, under the uid the account is
 * then created with: whichever step fails, a retry finds the account together with its invitation,
 * or no account (an invitation nobody uses harms nothing).
 */
export async function invite(email: string, invitedBy: string): Promise<UserRecord> {
  const invitation = invitations().doc();
  await invitation.set({ email, invited_by: invitedBy, invited_at: FieldValue.serverTimestamp() });
  return adminAuth().createUser({ uid: invitation.id, email });
}
