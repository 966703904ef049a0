import type { SubmissionCollection } from '@kigali/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';

/** gRPC status of a create that finds the document already there. */
const ALREADY_EXISTS = 6;

/**
 * Writes `submission_receipts/{the submission's id}`: the proof, readable by anyone who knows the
 * id (the device that chose it), that the submission passed the rules and is stored. It holds
 * the state only, never what the visitor typed, because anyone may read it by id. A device that
 * queued a submission offline cannot read the submission itself, and after a reload Firestore
 * does not say whether a restored write was refused: the receipt is how it learns.
 *
 * `create` makes a retried or re-delivered event harmless: the first receipt stays as written.
 */
export async function writeReceipt(
  receipts: (id: string) => DocumentReference,
  collection: SubmissionCollection,
  submissionId: string,
): Promise<'written' | 'already-written'> {
  try {
    await receipts(submissionId).create({
      collection,
      state: 'received',
      received_at: FieldValue.serverTimestamp(),
    });
    return 'written';
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'already-written';
    throw error;
  }
}
