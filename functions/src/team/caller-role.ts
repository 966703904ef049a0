import { isRole, type Role } from '@kigali/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';

/**
 * The role the caller holds now: the ID token's claim, while the server's record of the member
 * (team_members/{uid}) still holds that very role; null otherwise. A token lives up to an hour after
 * a removal or a change, the record changes at once: a removed admin's token calls nothing, as it
 * reads nothing through the rules (firestore.rules `holdsRole`). One document read per call.
 */
export async function currentRole(auth: CallableRequest['auth']): Promise<Role | null> {
  const claimed: unknown = auth?.token.role;
  if (!auth || !isRole(claimed)) return null;
  const record = await adminDb().collection('team_members').doc(auth.uid).get();
  return record.get('role') === claimed ? claimed : null;
}
