import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { sendQueuedSubmissions } from '@/data/submit';
import { currentMessages } from '@/i18n';
import { onPendingSubmissionsSettled } from '@/data/pending-submission-changes';
import type { SubmissionCollection } from '@kigali/domain';
import { readPendingSubmissions } from '@/data/pending-submissions';

/** The success toast of each kind of public submission (docs/product.md#messages). */
const outcomeMessages = (collection: SubmissionCollection) =>
  ({
    contact_messages: currentMessages().contact,
    job_applications: currentMessages().careers,
    partnership_requests: currentMessages().partnership,
  })[collection];

function sendQueued() {
  if (readPendingSubmissions().length === 0) return;
  sendQueuedSubmissions().catch((error: unknown) =>
    console.error('Could not send queued submissions', error),
  );
}

/**
 * Submissions queued while offline: Firestore is started at once when some are listed (it only
 * re-sends writes it has loaded, and their receipts are read from the server), and again when the
 * connection returns (a tab that queued one may have closed). Each submission whose receipt
 * arrives gets the form's success toast, once. A refused one gets no passing toast: it stays in
 * RefusedSubmissionsNotice until the visitor deals with it.
 */
export function useSubmissionSync() {
  useEffect(() => {
    const stopListening = onPendingSubmissionsSettled((outcome, settled) => {
      if (outcome !== 'sent') return;
      for (const submission of settled) toast.success(outcomeMessages(submission.collection).success);
    });
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => {
      stopListening();
      window.removeEventListener('online', sendQueued);
    };
  }, []);
}
