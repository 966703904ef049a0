import { PARTNERSHIP_TYPE_LABELS } from '@kigali/domain';
import { useState } from 'react';
import { contactMessagesInbox, partnershipRequestsInbox } from '@/data/inbox';
import { AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { DetailRow, EmailDetailRow } from '@/features/admin/shared/DetailRow';
import { CheckboxField } from '@/ui/Field';
import { HeldSubmissions } from './HeldSubmissions';
import { InboxSection } from './InboxSection';
import { adminMessages } from '@/i18n/admin';

/** Partnership requests and contact messages: what each shows of a submission; the rest is InboxSection. */
export function InboxPage() {
  const t = adminMessages.adminContent.inbox;
  const [unhandledOnly, setUnhandledOnly] = useState(true);

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} />
      <HeldSubmissions />
      <CheckboxField
        label={t.unhandledOnly}
        checked={unhandledOnly}
        onChange={(event) => setUnhandledOnly(event.target.checked)}
      />
      <InboxSection
        title={t.partnershipRequests}
        list={partnershipRequestsInbox}
        fetchFailed={t.fetchRequestsFailed}
        status={adminMessages.paging.requests}
        unhandledOnly={unhandledOnly}
        from={(request) => request.company_name}
        text={(request) => request.description}
        renderContact={(request) => (
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <DetailRow term={t.partnershipType}>
              {PARTNERSHIP_TYPE_LABELS[request.partnership_type]}
            </DetailRow>
            <DetailRow term={t.tin}>{request.tin_number}</DetailRow>
            <DetailRow term={t.contactPerson}>{request.contact_person}</DetailRow>
            <EmailDetailRow term={t.email} email={request.email} />
            <DetailRow term={t.phone}>{request.phone}</DetailRow>
          </dl>
        )}
      />
      <InboxSection
        title={t.contactMessages}
        list={contactMessagesInbox}
        fetchFailed={t.fetchMessagesFailed}
        status={adminMessages.paging.messages}
        unhandledOnly={unhandledOnly}
        from={(message) => message.name}
        text={(message) => message.message}
        renderContact={(message) => (
          <p>
            <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
              {message.email}
            </a>{' '}
            · {message.phone}
          </p>
        )}
      />
    </div>
  );
}
