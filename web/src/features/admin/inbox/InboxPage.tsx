import { PARTNERSHIP_TYPE_LABELS } from '@kigali/domain';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { contactMessageKeys, contactMessagesQuery, markContactMessageHandled } from '@/data/contact-messages';
import {
  markPartnershipRequestHandled,
  partnershipRequestKeys,
  partnershipRequestsQuery,
} from '@/data/partnership-requests';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListState } from '@/features/admin/shared/ListState';
import { useMessages } from '@/i18n';
import { CheckboxField } from '@/ui/Field';
import { InboxEntry } from './InboxEntry';

/** Partnership requests and contact messages, newest first, each to be marked handled once answered. */
export function InboxPage() {
  const t = useMessages().adminContent.inbox;
  const queryClient = useQueryClient();
  const requests = useQuery(partnershipRequestsQuery());
  const messages = useQuery(contactMessagesQuery());
  useFetchFailureToast(requests.error, t.fetchRequestsFailed);
  useFetchFailureToast(messages.error, t.fetchMessagesFailed);
  const [unhandledOnly, setUnhandledOnly] = useState(true);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

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

  const shownRequests = (requests.data ?? []).filter((request) => !unhandledOnly || !request.handled);
  const shownMessages = (messages.data ?? []).filter((message) => !unhandledOnly || !message.handled);

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} />
      <CheckboxField
        label={t.unhandledOnly}
        checked={unhandledOnly}
        onChange={(event) => setUnhandledOnly(event.target.checked)}
      />
      <AdminCard title={t.partnershipRequests}>
        {shownRequests.length === 0 ? (
          <ListState isLoading={requests.isPending} isEmpty emptyText={t.empty} />
        ) : (
          <ul className="space-y-4">
            {shownRequests.map((request) => (
              <li key={request.id}>
                <InboxEntry
                  from={request.company_name}
                  receivedAt={request.created_at}
                  handled={request.handled === true}
                  isUpdating={updatingId === request.id}
                  onMarkHandled={() =>
                    void markHandled(request.id, markPartnershipRequestHandled, partnershipRequestKeys.all)
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
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <AdminCard title={t.contactMessages}>
        {shownMessages.length === 0 ? (
          <ListState isLoading={messages.isPending} isEmpty emptyText={t.empty} />
        ) : (
          <ul className="space-y-4">
            {shownMessages.map((message) => (
              <li key={message.id}>
                <InboxEntry
                  from={message.name}
                  receivedAt={message.created_at}
                  handled={message.handled === true}
                  isUpdating={updatingId === message.id}
                  onMarkHandled={() =>
                    void markHandled(message.id, markContactMessageHandled, contactMessageKeys.all)
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
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}
