import { useSyncExternalStore } from 'react';
import { useMessages } from '@/i18n';
import { DownloadIcon } from '@/ui/icons';
import { canInstall, promptInstall, subscribeToInstallAvailability } from './install-prompt';

/** "Install app", shown only while the browser offers installation (hidden once installed). */
export function InstallAppButton({ className = '' }: { className?: string }) {
  const t = useMessages().pwa;
  const available = useSyncExternalStore(subscribeToInstallAvailability, canInstall, () => false);
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      className={`inline-flex items-center gap-2 rounded-md font-semibold ${className}`}
    >
      <DownloadIcon className="h-4 w-4" />
      {t.install}
    </button>
  );
}
