import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

/**
 * Shown when an admin screen fails to load or render, typically a code chunk that could not be
 * fetched (offline, or replaced by a new deployment): a reload fixes both.
 */
export function AdminRouteError() {
  const t = adminMessages.admin.shell;
  const error = useRouteError();
  useEffect(() => console.error('Admin route failed', error), [error]);
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{t.loadFailedTitle}</h1>
      <p className="mt-3 text-slate-700">{t.loadFailedText}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t.reload}
      </Button>
    </div>
  );
}
