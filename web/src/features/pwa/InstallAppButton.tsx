import { useSyncExternalStore } from 'react';
import { useMessages } from '@/i18n';
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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t.install}
    </button>
  );
}
