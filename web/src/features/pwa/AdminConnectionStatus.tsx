import { useMessages } from '@/i18n';
import { OfflineBanner } from './OfflineBanner';
import { useOfflineSavesPending } from './use-offline-saves';

/** The admin area's offline banner, with a marker while saves made offline wait to be sent. */
export function AdminConnectionStatus() {
  const t = useMessages().pwa.admin;
  const savesPending = useOfflineSavesPending();
  return (
    <OfflineBanner message={t.offline}>
      {savesPending && <strong className="ml-2 font-semibold">{t.savingOffline}</strong>}
    </OfflineBanner>
  );
}
