import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminDb } from '../admin';
import type { SubmissionCollection } from '@kigali/domain';
import { writeReceipt } from './write-receipt';

const receipts = (id: string) => adminDb().collection('submission_receipts').doc(id);

/**
 * One trigger per submission collection, apart from the mail triggers: a receipt says the
 * submission is stored, whether or not its mail goes out (or is still waiting for a retry).
 */
const receiptFor = (collection: SubmissionCollection) =>
  onDocumentCreated({ document: `${collection}/{submissionId}`, retry: true }, async (event) => {
    await writeReceipt(receipts, collection, event.params.submissionId);
  });

export const receiptForContactMessage = receiptFor('contact_messages');
export const receiptForJobApplication = receiptFor('job_applications');
export const receiptForPartnershipRequest = receiptFor('partnership_requests');
