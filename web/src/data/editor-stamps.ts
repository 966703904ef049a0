import type { DocumentData } from 'firebase/firestore';
import type { FirestoreSdk } from '@/lib/firestore';
import { signedInUid } from '@/lib/current-user';

/**
 * The stamps every write of a content document carries (docs/architecture.md#editorial-workflow):
 * `updated_by`, which the rules require to be the writer, and which the history and the activity
 * log name as the author. Written here only, for collection.ts and slug-claims.ts.
 */

/** A new document: who created it. */
export async function creationStamps(): Promise<DocumentData> {
  return { updated_by: await signedInUid() };
}

/**
 * An edit: who made it, and no `restored_from` any more, since the document is no longer what a
 * restore put back (only a restore writes that field).
 */
export async function editStamps(sdk: Pick<FirestoreSdk, 'deleteField'>): Promise<DocumentData> {
  return { updated_by: await signedInUid(), restored_from: sdk.deleteField() };
}
