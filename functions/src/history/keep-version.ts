import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ContentCollection } from '@kigali/domain';
import { actorEmail } from '../activity/record-activity';
import { adminDb } from '../admin';

const actorOf = (data: DocumentData) => (typeof data.updated_by === 'string' ? data.updated_by : null);

/** The `updated_at` the write stamped, if it stamped one (a write that kept the old one did not). */
function stampedBy(before: DocumentData, after: DocumentData): Timestamp | null {
  const stamped: unknown = after.updated_at;
  if (!(stamped instanceof Timestamp)) return null;
  return before.updated_at instanceof Timestamp && before.updated_at.isEqual(stamped) ? null : stamped;
}

/**
 * Keeps the version an update replaced in `document_versions`, as it was stored (Timestamps and
 * all), so a restore writes back exactly that. `eventId` (the trigger's) is its id: a retried
 * trigger rewrites the same version. `replaced_at` is the time of the update itself, not of this
 * trigger, which may run late or out of order: the `updated_at` the update stamped (the server's
 * time of the write, to the microsecond, so two quick saves never tie and list in the order they
 * were made), or else the event's time (`eventTime`, which two saves in one second were seen to
 * share on the emulators) for a write that stamped none.
 */
export async function keepReplacedVersion(
  eventId: string,
  eventTime: string,
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
      replaced_at: stampedBy(before, after) ?? Timestamp.fromDate(new Date(eventTime)),
      replaced_by,
      replaced_by_email,
    });
}
