import {
  RESTORED_FROM_TRASH,
  TRASH_RETENTION_DAYS,
  documentLabel,
  trashEntryEntity,
  trashEntryId,
  type ContentCollection,
  type TrashEntry,
} from '@kigali/domain';
import type { DocumentData } from 'firebase/firestore';
import { signedInUser } from '@/lib/current-user';
import { loadFirestore, type FirestoreSdk } from '@/lib/firestore';
import { parseDocument } from './documents';
import { adminPagesQuery, type AdminPagedList } from './admin-paging';
import { readPage } from './paging';
import { isSlugged, restoredDocument } from './restore';
import { sluggedWrites } from './slug-claims';

/**
 * The trash (docs/architecture.md#editorial-workflow): a deleted content document waits in
 * `trash/{collection}:{id}` for TRASH_RETENTION_DAYS, restorable by whoever manages its collection;
 * only the server purges it (with its images). The entry keeps the document's data exactly as it
 * was stored, so a restore writes it back unchanged (the rules compare the two).
 */
const TRASH = 'trash';
const DAY_MS = 24 * 60 * 60 * 1000;
const LABEL_MAX = 200;

export const trashKeys = {
  all: [TRASH] as const,
  pages: (collections: readonly ContentCollection[]) => [TRASH, 'pages', collections] as const,
};

/** The trash entry of a document about to be deleted, with the deleter's stamps. */
export function trashEntryFields(
  sdk: Pick<FirestoreSdk, 'serverTimestamp' | 'Timestamp'>,
  collection: ContentCollection,
  id: string,
  data: DocumentData,
  user: { uid: string; email: string | null },
  now = Date.now(),
): DocumentData {
  return {
    collection,
    doc_id: id,
    label: documentLabel(collection, data).slice(0, LABEL_MAX),
    data,
    deleted_at: sdk.serverTimestamp(),
    deleted_by: user.uid,
    deleted_by_email: user.email,
    // A time the browser cannot have the server compute: its own clock, which the rules accept
    // within a margin of the server's.
    purge_at: sdk.Timestamp.fromMillis(now + TRASH_RETENTION_DAYS * DAY_MS),
  };
}

/**
 * Deletes a content document by moving it to the trash: its entry and its delete in one batch, so
 * nothing is ever deleted without its copy (the rules require both). A document already gone is
 * left alone.
 */
export async function moveToTrash(collection: ContentCollection, id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const user = await signedInUser();
  const ref = sdk.doc(db, collection, id);
  const snapshot = await sdk.getDoc(ref);
  if (!snapshot.exists()) return;
  const batch = sdk.writeBatch(db);
  batch.set(
    sdk.doc(db, TRASH, trashEntryId(collection, id)),
    trashEntryFields(sdk, collection, id, snapshot.data(), user),
  );
  batch.delete(ref);
  await batch.commit();
}

/**
 * The trash, newest first, a page at a time, of the collections given (those the user manages: the
 * rules refuse a list that could return another collection's entries).
 */
export const trashList = (collections: readonly ContentCollection[]): AdminPagedList<TrashEntry> => ({
  pages: adminPagesQuery(trashKeys.pages(collections), (reader, cursor, pageSize) => {
    const { db, sdk } = reader;
    const base = sdk.query(
      sdk.collection(db, TRASH),
      collections.length === 1
        ? sdk.where('collection', '==', collections[0])
        : sdk.where('collection', 'in', collections),
    );
    return readPage(reader, base, { field: 'deleted_at', direction: 'desc' }, cursor, pageSize, (document) =>
      parseDocument(trashEntryEntity, document),
    );
  }),
});

/** Thrown when the entry to restore is no longer in the trash (restored or purged meanwhile). */
export class NotInTrashError extends Error {
  constructor() {
    super('This item is no longer in the trash');
    this.name = 'NotInTrashError';
  }
}

/**
 * Puts a trashed document back under its id, with the data the entry kept, and removes the entry,
 * together. A product or service claims its slug again in the same transaction: FieldTakenError
 * when another one has taken it since.
 */
export async function restoreFromTrash(collection: ContentCollection, docId: string): Promise<void> {
  const firestore = await loadFirestore();
  const { db, sdk } = firestore;
  const { uid } = await signedInUser();
  const entryRef = sdk.doc(db, TRASH, trashEntryId(collection, docId));
  // The entry's raw data (never parsed: a parsed Timestamp would lose its microseconds, and the
  // rules compare the restored document with the entry's data exactly).
  const storedData = (entry: { exists: () => boolean; data: () => DocumentData | undefined }) => {
    const data = entry.exists() ? (entry.data()?.['data'] as DocumentData | undefined) : undefined;
    if (!data) throw new NotInTrashError();
    return restoredDocument(sdk, data, uid, RESTORED_FROM_TRASH);
  };

  if (isSlugged(collection)) {
    await sluggedWrites(collection).restore(docId, async (_firestore, transaction) => ({
      data: storedData(await transaction.get(entryRef)) as DocumentData & { slug: string },
      currentSlug: null,
      alongside: (write) => write.delete(entryRef),
    }));
    return;
  }
  const data = storedData(await sdk.getDoc(entryRef));
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, collection, docId), data);
  batch.delete(entryRef);
  await batch.commit();
}

/**
 * The days left before the purge deletes an entry for good, counting a started day (30 just after
 * the delete, 1 on the last day), 0 once the time has come and the purge has not run yet.
 */
export function daysUntilPurge(purgeAt: Date | null, now = Date.now()): number | null {
  if (!purgeAt) return null;
  return Math.max(0, Math.ceil((purgeAt.getTime() - now) / DAY_MS));
}
