import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { sendQueuedSubmissions } from '@/data/submit';
import { messages } from '@/i18n';
import {
  onPendingSubmissionsSettled,
  readPendingSubmissions,
  type SubmissionCollection,
} from './pending-submissions';

/** The spec's toasts for each kind of public submission (spec section 8). */
const outcomeMessages = (collection: SubmissionCollection) =>
  ({
    contact_messages: messages.contact,
    job_applications: messages.careers,
    partnership_requests: messages.partnership,
  })[collection];

function sendQueued() {
  if (readPendingSubmissions().length === 0) return;
  sendQueuedSubmissions().catch((error: unknown) =>
    console.error('Could not send queued submissions', error),
  );
}

/**
 * Submissions queued while offline: Firestore is started at once when some are waiting (it only
 * re-sends writes it has loaded), and again when the connection returns (a tab that queued one may
 * have closed). Each submission that reaches the server gets the form's success toast, once.
 */
export function useSubmissionSync() {
  useEffect(() => {
    const stopListening = onPendingSubmissionsSettled((outcome, settled) => {
      for (const submission of settled) {
        const text = outcomeMessages(submission.collection);
        if (outcome === 'sent') toast.success(text.success);
        else toast.error(text.failure);
      }
    });
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => {
      stopListening();
      window.removeEventListener('online', sendQueued);
    };
  }, []);
}
