import { claimsWithRole, isRole, roleOfClaims, type Role } from '@kigali/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { activityEntry } from '../activity/record-activity';
import { adminAuth, adminDb } from '../admin';

/**
 * A role change in two steps that a retry can always finish.
 *
 * 1. `recordRole`, one transaction: the server's record of the member (team_members/{uid}, which the
 *    rules and the callables trust), the activity log's entry and a marker saying the member's Auth
 *    account has still to follow (team_role_syncs/{uid}). Either all are written or none: the log
 *    cannot miss a change, nor tell of one that did not happen.
 * 2. `bringAuthInStep`: the custom claim set to what the record holds, and the refresh tokens revoked
 *    so the member signs in again with it; then the marker goes. A failure leaves the marker, and
 *    the next call for this member (the admin trying again) does this step again.
 *
 * Between the two, the token's claim and the record differ, and the rules grant nothing: a change
 * never gives a role early. Two admins changing one member at once are put in order by the
 * transaction; each then sets the claim from the record and reads the record again, going round
 * while it changed, so whoever sets the claim last sets the role the record ends with.
 */
const members = () => adminDb().collection('team_members');
const syncs = () => adminDb().collection('team_role_syncs');

const roleIn = (record: DocumentSnapshot): Role | null => {
  const role: unknown = record.get('role');
  return isRole(role) ? role : null;
};

/** Records the role (null: none) and logs the change; false when the record already held it. */
export async function recordRole(
  uid: string,
  email: string,
  role: Role | null,
  actorUid: string,
): Promise<boolean> {
  const db = adminDb();
  const entry = await activityEntry({
    actor_uid: actorUid,
    collection: 'team_members',
    doc_id: uid,
    doc_label: email,
    action: 'role',
    fields: ['role'],
  });
  return db.runTransaction(
    async (transaction) => {
      const member = members().doc(uid);
      const previous = roleIn(await transaction.get(member));
      if (previous === role) return false;
      if (role) {
        transaction.set(member, {
          email,
          role,
          updated_at: FieldValue.serverTimestamp(),
          updated_by: actorUid,
        });
      } else {
        transaction.delete(member);
      }
      transaction.create(db.collection('activity_log').doc(), entry);
      transaction.set(syncs().doc(uid), { role, at: FieldValue.serverTimestamp() });
      return true;
    },
    { maxAttempts: 20 },
  );
}

/** How many times the claim is set again while other admins keep changing the record. */
const MAX_ROUNDS = 10;

/** Makes the member's claim what their record holds and ends their sessions, if a change asks it. */
export async function bringAuthInStep(uid: string): Promise<void> {
  for (let round = 1; ; round++) {
    const marker = await syncs().doc(uid).get();
    const role = roleIn(await members().doc(uid).get());
    const user = await adminAuth().getUser(uid);
    const claimDiffers = roleOfClaims(user.customClaims) !== role;
    if (!claimDiffers && !marker.exists) return;
    if (claimDiffers) await adminAuth().setCustomUserClaims(uid, claimsWithRole(user.customClaims, role));
    // After the claim: a token refreshed from now on carries it.
    await adminAuth().revokeRefreshTokens(uid);
    if (roleIn(await members().doc(uid).get()) === role) {
      await clearMarker(marker);
      return;
    }
    if (round === MAX_ROUNDS) throw new Error(`The role of ${uid} kept changing while it was set`);
  }
}

/** Deletes the marker read before the Auth step, unless another change has written it since. */
async function clearMarker(marker: DocumentSnapshot): Promise<void> {
  if (!marker.exists) return;
  await adminDb().runTransaction(async (transaction) => {
    const now = await transaction.get(marker.ref);
    if (now.exists && now.updateTime?.isEqual(marker.updateTime!)) transaction.delete(marker.ref);
  });
}
