import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { eventually } from './emulators';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Moves a document to the trash as the back office does (the rules check this shape): one batch
 * that writes its trash entry, holding its data as stored, and deletes it. `purgeAt` defaults to
 * 30 days from now.
 */
export async function moveToTrash(
  db: Firestore,
  document: DocumentReference,
  { deletedBy = 'editor-uid', label = '', purgeAt = new Date(Date.now() + 30 * DAY) } = {},
): Promise<DocumentReference> {
  const data = (await document.get()).data();
  if (!data) throw new Error(`${document.path} does not exist`);
  const entry = db.doc(`trash/${document.parent.id}:${document.id}`);
  await db
    .batch()
    .set(entry, {
      collection: document.parent.id,
      doc_id: document.id,
      label,
      data,
      deleted_at: FieldValue.serverTimestamp(),
      deleted_by: deletedBy,
      deleted_by_email: null,
      purge_at: Timestamp.fromDate(purgeAt),
    })
    .delete(document)
    .commit();
  return entry;
}

/** Restores a trashed document as the back office does: the document back, its entry gone. */
export async function restoreFromTrash(db: Firestore, entry: DocumentReference): Promise<void> {
  const { collection, doc_id, data } = (await entry.get()).data() as DocumentData;
  await db
    .batch()
    .set(db.doc(`${collection}/${doc_id}`), { ...data, updated_by: 'editor-uid', restored_from: 'trash' })
    .delete(entry)
    .commit();
}

/** A version history keeps of a document, as the history trigger writes it. */
export const keepVersion = (db: Firestore, collection: string, docId: string, data: DocumentData) =>
  db.collection('document_versions').add({
    collection,
    doc_id: docId,
    data,
    made_by: null,
    made_by_email: null,
    replaced_at: FieldValue.serverTimestamp(),
    replaced_by: null,
    replaced_by_email: null,
  });

export const versionsOf = async (db: Firestore, collection: string, docId: string) =>
  (
    await db
      .collection('document_versions')
      .where('collection', '==', collection)
      .where('doc_id', '==', docId)
      .get()
  ).docs;

/** The activity log's entry for `action` on the document, once the triggers have written it. */
export const logEntry = (db: Firestore, collection: string, docId: string, action: string) =>
  eventually(async () => {
    const entries = await db
      .collection('activity_log')
      .where('doc_id', '==', docId)
      .where('action', '==', action)
      .get();
    return entries.docs.find((entry) => entry.get('collection') === collection)?.data();
  }, `the activity log to record ${action} of ${collection}/${docId}`);
