import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useFormatCount, useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { subscribeToPendingSubmissions } from '@/data/pending-submission-changes';
import { refusedSubmissions } from '@/data/pending-submissions';

/** The dialog and the forms it reuses load only on a device that has something to show. */
const RefusedSubmissionsDialog = lazy(() =>
  import('./RefusedSubmissionsDialog').then((module) => ({ default: module.RefusedSubmissionsDialog })),
);

const refusedCount = () => refusedSubmissions().length;

/**
 * Submissions queued on this device that the server did not take: a notice that stays, on every
 * page and after a reload, until the visitor has sent each one again or discarded it, with a
 * button that opens them (what they typed, and why it was not accepted).
 */
export function RefusedSubmissionsNotice() {
  const t = useMessages().pwa.refused;
  const formatCount = useFormatCount();
  const count = useSyncExternalStore(subscribeToPendingSubmissions, refusedCount, () => 0);
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <>
      <div
        role="alert"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-red-200 bg-white p-3 shadow-lg"
      >
        <p className="text-sm font-semibold text-red-800">
          {t.notice({ count, countText: formatCount(count) })}
        </p>
        <Button onClick={() => setOpen(true)} className="shrink-0">
          {t.review}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <RefusedSubmissionsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
