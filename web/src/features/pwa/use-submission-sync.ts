import { useEffect } from 'react';
import { toasts } from '@/ui/toasts';
import { nextRetryTime, sendQueuedSubmissions } from '@/data/submit';
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

/**
 * Submissions listed on this device are sent to the server when the app starts with some listed,
 * when the connection returns (a tab that queued one may have closed), and when the time comes that
 * the server gave for one it asked to wait. Each one stored gets the form's success toast, once. A
 * refused one gets no passing toast: it stays in RefusedSubmissionsNotice until the visitor deals
 * with it.
 */
export function useSubmissionSync() {
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const sendQueued = () => {
      clearTimeout(retry);
      if (readPendingSubmissions().length === 0) return;
      sendQueuedSubmissions()
        .catch((error: unknown) => console.error('Could not send queued submissions', error))
        .finally(() => {
          const at = nextRetryTime();
          if (at !== null) retry = setTimeout(sendQueued, Math.max(0, at - Date.now()));
        });
    };
    const stopListening = onPendingSubmissionsSettled((outcome, settled) => {
      if (outcome !== 'sent') return;
      for (const submission of settled) toasts.success(outcomeMessages(submission.collection).success);
    });
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => {
      clearTimeout(retry);
      stopListening();
      window.removeEventListener('online', sendQueued);
    };
  }, []);
}
