import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { useOnlineStatus } from './use-online-status';

/**
 * A thin bar while the browser is offline: the pages still work from the device's copy, which may
 * be out of date. The live region is always rendered so screen readers announce the change.
 */
export function OfflineBanner({ message, children }: { message?: string; children?: ReactNode }) {
  const t = useMessages().pwa;
  const online = useOnlineStatus();
  return (
    <div role="status">
      {!online && (
        <p className="bg-amber-100 px-4 py-1 text-center text-xs text-amber-950 sm:py-1.5 sm:text-sm">
          {message ?? t.offline}
          {children}
        </p>
      )}
    </div>
  );
}
