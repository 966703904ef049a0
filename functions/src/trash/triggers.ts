import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { recordActivity } from '../activity/record-activity';
import { adminDb, defaultBucket } from '../admin';
import { purgeDocument, trashedDocument, wasRestored } from './purge-document';

/**
 * A document moved to the trash is logged here, from its trash entry, which says who deleted it
 * (the content triggers do not log deletes: every delete of content goes through the trash).
 */
export const logMoveToTrash = onDocumentCreated(
  { document: 'trash/{entryId}', retry: true },
  async (event) => {
    const entry = event.data?.data();
    const trashed = trashedDocument(entry);
    if (!trashed) return;
    await recordActivity(event.id, {
      actor_uid: typeof entry?.deleted_by === 'string' ? entry.deleted_by : null,
      collection: trashed.collection,
      doc_id: trashed.doc_id,
      doc_label: trashed.label,
      action: 'delete',
      fields: [],
    });
  },
);

/**
 * A trash entry goes either with a restore (the document exists again: nothing to do) or with a
 * purge (the scheduled purge or `npm run trash:purge`): then the document's versions and the
 * images nothing else shows go too, and the server is logged as having deleted it for good.
 */
export const cleanUpAfterPurge = onDocumentDeleted(
  { document: 'trash/{entryId}', retry: true },
  async (event) => {
    const trashed = trashedDocument(event.data?.data());
    if (!trashed) return;
    const db = adminDb();
    if (await wasRestored(db, event.params.entryId, trashed)) return;
    const { images, versions } = await purgeDocument(db, defaultBucket(), trashed);
    logger.info(
      `${trashed.collection}/${trashed.doc_id} purged from the trash: ${versions} version(s) and ${images.length} image(s) deleted${images.length ? ` (${images.join(', ')})` : ''}`,
    );
    await recordActivity(event.id, {
      actor_uid: null,
      collection: trashed.collection,
      doc_id: trashed.doc_id,
      doc_label: trashed.label,
      action: 'purge',
      fields: [],
    });
  },
);
