import type { SubmissionCollection, SubmissionFields } from '@kigali/domain';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { SENDER_RECORD_TTL_MS } from './limits';
import { takeSenderSlot } from './sender-limit';

export type StoreOutcome =
  | { status: 'stored' }
  | { status: 'already-stored' }
  | { status: 'posting-closed' }
  | { status: 'limited'; retryAfterSeconds: number };

/** An application is taken while its posting exists, is active and its deadline has not passed. */
function isOpen(posting: DocumentData | undefined, now: number): boolean {
  if (posting?.is_active !== true) return false;
  const deadline: unknown = posting.expires_at;
  return deadline == null || (deadline instanceof Timestamp && deadline.toMillis() > now);
}

/** The stored document: the form's fields (an empty optional one left out) and what the server sets. */
function documentOf(collection: SubmissionCollection, fields: Record<string, unknown>): DocumentData {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    ...given,
    ...(collection === 'job_applications' ? { status: 'pending' } : {}),
    created_at: FieldValue.serverTimestamp(),
  };
}

/**
 * Stores one submission under the id its device chose, in one transaction with the sender's count:
 * a retry of a stored one (its first answer lost) is answered "already stored" and counts nothing;
 * an application to a posting that closed is not stored; a sender past its limit is not stored.
 */
export function storeSubmission<C extends SubmissionCollection>(
  db: Firestore,
  collection: C,
  id: string,
  fields: SubmissionFields<C>,
  sender: string,
): Promise<StoreOutcome> {
  return db.runTransaction(async (transaction): Promise<StoreOutcome> => {
    const submission = db.collection(collection).doc(id);
    if ((await transaction.get(submission)).exists) return { status: 'already-stored' };
    const now = Date.now();
    if (collection === 'job_applications') {
      const postingId = (fields as SubmissionFields<'job_applications'>).job_posting_id;
      const posting = await transaction.get(db.collection('job_postings').doc(postingId));
      if (!isOpen(posting.data(), now)) return { status: 'posting-closed' };
    }
    const record = db.collection('submission_senders').doc(`${collection}:${sender}`);
    const slot = takeSenderSlot((await transaction.get(record)).get('times'), now);
    if (!slot.allowed) return { status: 'limited', retryAfterSeconds: slot.retryAfterSeconds };
    transaction.set(record, {
      times: slot.times,
      expires_at: Timestamp.fromMillis(now + SENDER_RECORD_TTL_MS),
    });
    transaction.create(submission, documentOf(collection, fields));
    return { status: 'stored' };
  });
}
