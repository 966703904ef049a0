import { PARTNERSHIP_TYPE_LABELS } from '@kigali/domain';
import { useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  contactMessageKeys,
  contactMessagesCountQuery,
  contactMessagesPageQuery,
  markContactMessageHandled,
} from '@/data/contact-messages';
import {
  markPartnershipRequestHandled,
  partnershipRequestKeys,
  partnershipRequestsCountQuery,
  partnershipRequestsPageQuery,
} from '@/data/partnership-requests';
import { AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { DeliveryStatus } from '@/features/admin/shared/DeliveryStatus';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useSendAgain } from '@/features/admin/shared/useSendAgain';
import { useMessages } from '@/i18n';
import { CheckboxField } from '@/ui/Field';
import { InboxEntry } from './InboxEntry';
import { InboxSection } from './InboxSection';

/**
 * Partnership requests and contact messages, newest first and a page at a time, each to be marked
 * handled once answered, with what became of its notification e-mail.
 */
export function InboxPage() {
  const messages = useMessages();
  const t = messages.adminContent.inbox;
  const queryClient = useQueryClient();
  const requests = useInfiniteQuery(partnershipRequestsPageQuery());
  const requestsTotal = useQuery(partnershipRequestsCountQuery()).data ?? null;
  const contactMessages = useInfiniteQuery(contactMessagesPageQuery());
  const messagesTotal = useQuery(contactMessagesCountQuery()).data ?? null;
  useFetchFailureToast(requests.error, t.fetchRequestsFailed);
  useFetchFailureToast(contactMessages.error, t.fetchMessagesFailed);
  const [unhandledOnly, setUnhandledOnly] = useState(true);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const requestMail = useSendAgain('partnership_requests', partnershipRequestKeys.all);
  const messageMail = useSendAgain('contact_messages', contactMessageKeys.all);

  const markHandled = async (id: string, mark: (id: string) => Promise<void>, queryKey: QueryKey) => {
    setUpdatingId(id);
    try {
      await mark(id);
      notifySuccess(t.markedHandled);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notifyFailure(t.markFailed, error);
    } finally {
      setUpdatingId(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} />
      <CheckboxField
        label={t.unhandledOnly}
        checked={unhandledOnly}
        onChange={(event) => setUnhandledOnly(event.target.checked)}
      />
      <InboxSection
        title={t.partnershipRequests}
        pages={requests}
        total={requestsTotal}
        unhandledOnly={unhandledOnly}
        status={messages.paging.requests}
        renderItem={(request) => (
          <InboxEntry
            from={request.company_name}
            receivedAt={request.created_at}
            handled={request.handled === true}
            isUpdating={updatingId === request.id}
            onMarkHandled={() =>
              void markHandled(request.id, markPartnershipRequestHandled, partnershipRequestKeys.all)
            }
            delivery={
              <DeliveryStatus
                state={request.delivery?.state}
                from={request.company_name}
                isResending={requestMail.resendingId === request.id}
                onResend={() => void requestMail.sendAgain(request.id)}
              />
            }
          >
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-700">{t.partnershipType}</dt>
              <dd>{PARTNERSHIP_TYPE_LABELS[request.partnership_type]}</dd>
              <dt className="font-medium text-slate-700">{t.tin}</dt>
              <dd>{request.tin_number}</dd>
              <dt className="font-medium text-slate-700">{t.contactPerson}</dt>
              <dd>{request.contact_person}</dd>
              <dt className="font-medium text-slate-700">{t.email}</dt>
              <dd className="break-all">
                <a href={`mailto:${request.email}`} className="text-brand-700 underline">
                  {request.email}
                </a>
              </dd>
              <dt className="font-medium text-slate-700">{t.phone}</dt>
              <dd>{request.phone}</dd>
            </dl>
            <p className="mt-2 whitespace-pre-line break-words">{request.description}</p>
          </InboxEntry>
        )}
      />
      <InboxSection
        title={t.contactMessages}
        pages={contactMessages}
        total={messagesTotal}
        unhandledOnly={unhandledOnly}
        status={messages.paging.messages}
        renderItem={(message) => (
          <InboxEntry
            from={message.name}
            receivedAt={message.created_at}
            handled={message.handled === true}
            isUpdating={updatingId === message.id}
            onMarkHandled={() =>
              void markHandled(message.id, markContactMessageHandled, contactMessageKeys.all)
            }
            delivery={
              <DeliveryStatus
                state={message.delivery?.state}
                from={message.name}
                isResending={messageMail.resendingId === message.id}
                onResend={() => void messageMail.sendAgain(message.id)}
              />
            }
          >
            <p>
              <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
                {message.email}
              </a>{' '}
              · {message.phone}
            </p>
            <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
          </InboxEntry>
        )}
      />
    </div>
  );
}
