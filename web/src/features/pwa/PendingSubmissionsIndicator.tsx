import { useSyncExternalStore } from 'react';
import { useFormatCount, useMessages } from '@/i18n';
import { subscribeToPendingSubmissions } from '@/data/pending-submission-changes';
import { waitingSubmissions } from '@/data/pending-submissions';
import { ClockIcon } from '@/ui/icons';

const pendingCount = () => waitingSubmissions().length;

/**
 * How many submissions wait on this device to be sent to the server; nothing while there are
 * none. Refused ones are not counted: they have their own notice (RefusedSubmissionsNotice).
 */
export function PendingSubmissionsIndicator({ className = '' }: { className?: string }) {
  const t = useMessages().pwa;
  const formatCount = useFormatCount();
  const count = useSyncExternalStore(subscribeToPendingSubmissions, pendingCount, () => 0);
  if (count === 0) return null;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold text-brand-950 ${className}`}
      title={t.pendingSubmissions({ count, countText: formatCount(count) })}
    >
      <ClockIcon className="h-4 w-4" />
      <span aria-hidden="true">
        <span className="sm:hidden">{formatCount(count)}</span>
        <span className="hidden sm:inline">{t.pendingShort({ countText: formatCount(count) })}</span>
      </span>
      <span className="sr-only">{t.pendingSubmissions({ count, countText: formatCount(count) })}</span>
    </p>
  );
}
