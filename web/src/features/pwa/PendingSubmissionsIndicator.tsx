import { useSyncExternalStore } from 'react';
import { useMessages } from '@/i18n';
import { subscribeToPendingSubmissions } from '@/data/pending-submission-changes';
import { waitingSubmissions } from '@/data/pending-submissions';

const pendingCount = () => waitingSubmissions().length;

/**
 * How many submissions wait on this device for the server's receipt; nothing while there are
 * none. Refused ones are not counted: they have their own notice (RefusedSubmissionsNotice).
 */
export function PendingSubmissionsIndicator({ className = '' }: { className?: string }) {
  const t = useMessages().pwa;
  const count = useSyncExternalStore(subscribeToPendingSubmissions, pendingCount, () => 0);
  if (count === 0) return null;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold text-brand-950 ${className}`}
      title={t.pendingSubmissions(count)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="9" />
      </svg>
      <span aria-hidden="true">
        <span className="sm:hidden">{count}</span>
        <span className="hidden sm:inline">{t.pendingShort(count)}</span>
      </span>
      <span className="sr-only">{t.pendingSubmissions(count)}</span>
    </p>
  );
}
