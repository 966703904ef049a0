import type { DeliveryState } from '@kigali/domain';
import type { ReactNode } from 'react';
import type { InboxList } from '@/data/inbox';
import { AdminCard } from '@/features/admin/shared/AdminSection';
import { DeliveryStatus } from '@/features/admin/shared/DeliveryStatus';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useRowChange } from '@/features/admin/shared/useRowChange';
import { useSendAgain } from '@/features/admin/shared/useSendAgain';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

/** What every submission in the inbox has. */
type Submission = {
  id: string;
  created_at: Date | null;
  handled?: boolean | undefined;
  delivery?: { state: DeliveryState } | undefined;
};

type Props<T extends Submission> = {
  title: string;
  list: InboxList<T>;
  fetchFailed: string;
  /** "Showing 25 of 30 messages". */
  status: (loaded: number, total: number | null) => string;
  unhandledOnly: boolean;
  /** Who wrote: the heading of the entry and the name in its buttons' labels. */
  from: (item: T) => string;
  /** How to reach them, above what they wrote. */
  renderContact: (item: T) => ReactNode;
  /** What they wrote (their message, their request's description). */
  text: (item: T) => string;
};

/**
 * One of the inbox's lists (partnership requests, contact messages), newest first, a page at a
 * time, each to be marked handled once answered, with what became of its notification e-mail.
 * "Show unhandled only" filters the pages loaded so far: "handled" is missing on a new
 * submission, which a Firestore filter on it would leave out.
 */
export function InboxSection<T extends Submission>({
  title,
  list,
  fetchFailed,
  status,
  unhandledOnly,
  from,
  renderContact,
  text,
}: Props<T>) {
  const t = adminMessages.adminContent.inbox;
  const submissions = usePagedAdminList(list.list, fetchFailed);
  const handling = useRowChange<T>([list.key]);
  const mail = useSendAgain(list.collection, list.key);

  return (
    <AdminCard title={title}>
      <PagedAdminRows
        list={submissions}
        emptyText={t.empty}
        shows={(item) => !unhandledOnly || item.handled !== true}
        status={status}
        className="space-y-4"
      >
        {(item) => {
          const who = from(item);
          const isHandled = item.handled === true;
          return (
            <li key={item.id}>
              <article
                className={`rounded-lg border p-4 ${isHandled ? 'border-slate-200 bg-slate-50' : 'border-brand-700/40 bg-white'}`}
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {who}
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                          isHandled
                            ? 'bg-slate-100 text-slate-800 ring-slate-300'
                            : 'bg-yellow-100 text-yellow-900 ring-yellow-300'
                        }`}
                      >
                        {isHandled ? t.handled : t.new}
                      </span>
                    </h3>
                    {item.created_at && (
                      <p className="text-sm text-slate-600">
                        {t.received}{' '}
                        <time dateTime={item.created_at.toISOString()}>
                          {formatAdminTime(item.created_at, 'day')}
                        </time>
                      </p>
                    )}
                  </div>
                  {!isHandled && (
                    <Button
                      variant="secondary"
                      disabled={handling.busyId === item.id}
                      aria-label={t.markHandledFor(who)}
                      onClick={() =>
                        void handling.change({
                          item,
                          run: () => list.markHandled(item.id),
                          success: t.markedHandled,
                          failure: t.markFailed,
                        })
                      }
                    >
                      {t.markHandled}
                    </Button>
                  )}
                </div>
                <div className="mt-3 text-sm text-slate-800">
                  {renderContact(item)}
                  <p className="mt-2 whitespace-pre-line break-words">{text(item)}</p>
                </div>
                <DeliveryStatus
                  state={item.delivery?.state}
                  from={who}
                  isResending={mail.resendingId === item.id}
                  onResend={() => void mail.sendAgain(item.id)}
                />
              </article>
            </li>
          );
        }}
      </PagedAdminRows>
    </AdminCard>
  );
}
