import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contactMessagesInbox, heldSubmissionsQuery, partnershipRequestsInbox } from '@/data/inbox';
import { jobApplicationKeys } from '@/data/job-applications';
import { resendHeldSubmissions } from '@/data/resend-submissions';
import { notifyFailure, notifySuccess } from '@/features/admin/shared/admin-toast';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

/**
 * The submissions the mail throttle held back, from every form, and the one action that mails them
 * all (the summary mail of a throttled window links here). Nothing shows while none is held.
 */
export function HeldSubmissions() {
  const t = adminMessages.adminContent.inbox.held;
  const held = useQuery(heldSubmissionsQuery());
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  if (!held.data) return null;

  const sendAll = async () => {
    setSending(true);
    try {
      const result = await resendHeldSubmissions();
      if (result.sent > 0) notifySuccess(t.sent(result.sent));
      if (result.failed > 0) notifyFailure(t.refused);
    } catch (error) {
      notifyFailure(t.failed, error);
    } finally {
      setSending(false);
      await Promise.all(
        [
          heldSubmissionsQuery().queryKey,
          contactMessagesInbox.key,
          partnershipRequestsInbox.key,
          jobApplicationKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  };

  return (
    <section
      aria-label={t.send}
      className="flex flex-col gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-yellow-950">{t.text(held.data)}</p>
      <Button onClick={() => void sendAll()} disabled={sending}>
        {sending ? t.sending : t.send}
      </Button>
    </section>
  );
}
