import type { ReactNode } from 'react';
import { formatAdminDate } from '@/features/admin/shared/format-date';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';

type Props = {
  /** Who wrote: the heading of the entry and the name in the button's label. */
  from: string;
  receivedAt: Date | null;
  handled: boolean;
  isUpdating: boolean;
  onMarkHandled: () => void;
  /** The details: contact lines and the message itself. */
  children: ReactNode;
  /** The notification e-mail's state and its "Send again" (see DeliveryStatus). */
  delivery: ReactNode;
};

export function InboxEntry({
  from,
  receivedAt,
  handled,
  isUpdating,
  onMarkHandled,
  children,
  delivery,
}: Props) {
  const t = useMessages().adminContent.inbox;
  return (
    <article
      className={`rounded-lg border p-4 ${handled ? 'border-slate-200 bg-slate-50' : 'border-brand-700/40 bg-white'}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {from}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                handled
                  ? 'bg-slate-100 text-slate-800 ring-slate-300'
                  : 'bg-yellow-100 text-yellow-900 ring-yellow-300'
              }`}
            >
              {handled ? t.handled : t.new}
            </span>
          </h3>
          {receivedAt && (
            <p className="text-sm text-slate-600">
              {t.received} <time dateTime={receivedAt.toISOString()}>{formatAdminDate(receivedAt)}</time>
            </p>
          )}
        </div>
        {!handled && (
          <Button
            variant="secondary"
            disabled={isUpdating}
            aria-label={t.markHandledFor(from)}
            onClick={onMarkHandled}
          >
            {t.markHandled}
          </Button>
        )}
      </div>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
      {delivery}
    </article>
  );
}
