import type { ContentCollection } from '@kigali/domain';
import type { DocumentData } from 'firebase/firestore';
import type { FirestoreSdk } from '@/lib/firestore';

/** The collections whose slugs are claimed (slug-claims.ts): their restores go through a transaction. */
export const isSlugged = (collection: ContentCollection): collection is 'products' | 'services' =>
  collection === 'products' || collection === 'services';

/**
 * What a restore (from the trash, or of a former version) writes: the stored data as it was, with
 * the restorer as author and where it came from (RESTORED_FROM_TRASH or the version's id); a
 * collection that keeps `updated_at` has it stamped now, and `created_at` stays the current
 * document's (the rules never let it move).
 */
export function restoredDocument(
  sdk: Pick<FirestoreSdk, 'serverTimestamp'>,
  stored: DocumentData,
  uid: string,
  restoredFrom: string,
  current: DocumentData | null = null,
): DocumentData {
  const restored: DocumentData = { ...stored, updated_by: uid, restored_from: restoredFrom };
  if ('updated_at' in stored) restored['updated_at'] = sdk.serverTimestamp();
  if (current && 'created_at' in current) restored['created_at'] = current['created_at'];
  return restored;
}
