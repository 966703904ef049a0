import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { documentLabel, RESTORED_FROM_TRASH, trashEntryId, type ContentCollection } from '@kigali/domain';
import {
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { Actor } from './actors';

const DAY = 24 * 60 * 60 * 1000;

/** The stamp every content write carries: who writes it (a visitor has no uid; any text will do). */
export const stampedBy = (actor: Actor): DocumentData => ({ updated_by: actor.uid ?? 'anonymous' });

export const trashPath = (collection: ContentCollection, id: string) =>
  `trash/${trashEntryId(collection, id)}`;

/** A document as stored, read past the rules (as raw as the app's snapshot.data()). */
export async function storedData(env: RulesTestEnvironment, path: string): Promise<DocumentData> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  if (!data) throw new Error(`${path} is not in the database`);
  return data;
}

/** The entry the app writes for `data`, deleted by `actor` now (purge_at: the device's now + 30 days). */
export const trashEntry = (
  actor: Actor,
  collection: ContentCollection,
  id: string,
  data: DocumentData,
): DocumentData => ({
  collection,
  doc_id: id,
  label: documentLabel(collection, data),
  data,
  deleted_at: serverTimestamp(),
  deleted_by: actor.uid ?? 'anonymous',
  deleted_by_email: actor.email,
  purge_at: Timestamp.fromMillis(Date.now() + 30 * DAY),
});

/**
 * Deletes a content document as the app does: its trash entry and the delete in one batch. `change`
 * alters the entry, or `deletes: false` leaves the document in place, for the refusals.
 */
export async function moveToTrash(
  env: RulesTestEnvironment,
  db: Firestore,
  actor: Actor,
  collection: ContentCollection,
  id: string,
  options: { change?: (entry: DocumentData) => DocumentData; deletes?: boolean; writesEntry?: boolean } = {},
) {
  const entry = trashEntry(actor, collection, id, await storedData(env, `${collection}/${id}`));
  const batch = writeBatch(db);
  if (options.writesEntry !== false) {
    batch.set(doc(db, trashPath(collection, id)), options.change ? options.change(entry) : entry);
  }
  if (options.deletes !== false) batch.delete(doc(db, collection, id));
  return batch.commit();
}

/**
 * Restores a document from its trash entry as the app does: the entry's data with new stamps, the
 * entry deleted, in one batch (plus the slug claim for products and services, when asked).
 */
export async function restoreFromTrash(
  env: RulesTestEnvironment,
  db: Firestore,
  actor: Actor,
  collection: ContentCollection,
  id: string,
  options: {
    keepsUpdatedAt?: boolean;
    change?: (data: DocumentData) => DocumentData;
    deletesEntry?: boolean;
    claim?: string;
  } = {},
) {
  const entry = await storedData(env, trashPath(collection, id));
  const restored: DocumentData = {
    ...(entry.data as DocumentData),
    ...stampedBy(actor),
    restored_from: RESTORED_FROM_TRASH,
    ...(options.keepsUpdatedAt ? { updated_at: serverTimestamp() } : {}),
  };
  const batch = writeBatch(db);
  batch.set(doc(db, collection, id), options.change ? options.change(restored) : restored);
  if (options.deletesEntry !== false) batch.delete(doc(db, trashPath(collection, id)));
  if (options.claim) batch.set(doc(db, `slugs/${collection}:${options.claim}`), { collection, doc_id: id });
  return batch.commit();
}
