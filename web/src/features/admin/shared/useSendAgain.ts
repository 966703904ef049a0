import type { SubmissionCollection } from '@kigali/domain';
import type { QueryKey } from '@tanstack/react-query';
import { resendSubmission } from '@/data/resend-submissions';
import { useRowChange } from './useRowChange';
import { adminMessages } from '@/i18n/admin';

/**
 * "Send again" for a submission's notification e-mail, the same wherever submissions are listed
 * (the inbox, a posting's applications): which one is being sent (for its busy button), a toast
 * with the outcome, and the list reloaded so it shows the new delivery state.
 */
export function useSendAgain(collection: SubmissionCollection, queryKey: QueryKey) {
  const t = adminMessages.adminContent.delivery;
  const mail = useRowChange<{ id: string }>([queryKey]);

  const sendAgain = (id: string) =>
    mail.change({
      item: { id },
      run: () => resendSubmission(collection, id),
      success: t.sentAgain,
      failure: t.sendAgainFailed,
      refusal: (state) => (state === 'sent' ? null : t.sendAgainRefused),
    });

  return { resendingId: mail.busyId, sendAgain };
}
