import type { DocumentData } from 'firebase-admin/firestore';
import { documentLabel, type ContentCollection } from '@kigali/domain';
import { adminDb, eventually } from './emulators';

type Stored = DocumentData & { id: string };

/** The field documentLabel reads for `collection`: its name, title or label. */
export const labelFieldOf = (collection: ContentCollection) =>
  ['name', 'title', 'label'].find((field) => documentLabel(collection, { [field]: 'x' }) === 'x')!;

/**
 * The documents of `collection` about one document, once there are at least `count` of them (the
 * triggers run asynchronously). A later write's record arriving is what tells an earlier write's
 * trigger has had its turn, so a test that expects none writes such a sentinel afterwards.
 */
async function recordsAbout(collection: string, docId: string, count: number): Promise<Stored[]> {
  return eventually(async () => {
    const snapshot = await adminDb().collection(collection).where('doc_id', '==', docId).get();
    if (snapshot.size < count) return undefined;
    return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  }, `${count} ${collection} records about ${docId}`);
}

export const logEntriesAbout = (docId: string, count: number) => recordsAbout('activity_log', docId, count);
export const versionsOf = (docId: string, count: number) => recordsAbout('document_versions', docId, count);
