import { isRole, type Role } from '@kigali/domain';
import { loadFirestore } from '@/lib/firestore';

/**
 * Follows the role the server records for the signed-in member (team_members/{uid}, which they may
 * read): `onChange` gets it, or null once it is gone, each time the server says so. What this
 * device's cache says is not passed on: only the server knows the role has changed. Resolves to the
 * function that stops following.
 */
export async function watchOwnRole(
  uid: string,
  onChange: (role: Role | null) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { db, sdk } = await loadFirestore();
  return sdk.onSnapshot(
    sdk.doc(db, 'team_members', uid),
    { includeMetadataChanges: true },
    (record) => {
      if (record.metadata.fromCache) return;
      const role: unknown = record.get('role');
      onChange(isRole(role) ? role : null);
    },
    onError,
  );
}
