import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ContentCollection } from '@kigali/domain';
import { actorEmail } from '../activity/record-activity';
import { adminDb } from '../admin';

const actorOf = (data: DocumentData) => (typeof data.updated_by === 'string' ? data.updated_by : null);

/**
 * Keeps the version an update replaced in `document_versions`, as it was stored (Timestamps and
 * all), so a restore writes back exactly that. `eventId` (the trigger's) is its id: a retried
 * trigger rewrites the same version. `replacedAt` is the time of the update itself, not of this
 * trigger, which may run late or out of order.
 */
export async function keepReplacedVersion(
  eventId: string,
  replacedAt: string,
  collection: ContentCollection,
  docId: string,
  before: DocumentData,
  after: DocumentData,
): Promise<void> {
  const made_by = actorOf(before);
  const replaced_by = actorOf(after);
  const [made_by_email, replaced_by_email] = await Promise.all([
    actorEmail(made_by),
    actorEmail(replaced_by),
  ]);
  await adminDb()
    .collection('document_versions')
    .doc(eventId)
    .set({
      collection,
      doc_id: docId,
      data: before,
      made_by,
      made_by_email,
      replaced_at: Timestamp.fromDate(new Date(replacedAt)),
      replaced_by,
      replaced_by_email,
    });
}
