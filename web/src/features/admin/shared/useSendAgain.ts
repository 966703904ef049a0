import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { resendSubmission, type MailedCollection } from '@/data/submission-delivery';
import { useMessages } from '@/i18n';
import { notifyFailure, notifySuccess } from './admin-toast';

/**
 * "Send again" for a submission's notification e-mail, the same wherever submissions are listed
 * (the inbox, a posting's applications): which one is being sent (for its busy button), a toast
 * with the outcome, and the list reloaded so it shows the new delivery state.
 */
export function useSendAgain(collection: MailedCollection, queryKey: QueryKey) {
  const t = useMessages().adminContent.delivery;
  const queryClient = useQueryClient();
  const [resendingId, setResendingId] = useState<string | null>(null);

  const sendAgain = async (id: string) => {
    setResendingId(id);
    try {
      const state = await resendSubmission(collection, id);
      if (state === 'sent') notifySuccess(t.sentAgain);
      else notifyFailure(t.sendAgainRefused);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notifyFailure(t.sendAgainFailed, error);
    } finally {
      setResendingId(null);
    }
  };

  return { resendingId, sendAgain };
}
