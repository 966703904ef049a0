import { RefusedSubmissionsNotice } from './RefusedSubmissionsNotice';
import { useCatalogueWarmup } from './use-catalogue-warmup';
import { useSubmissionSync } from './use-submission-sync';

/**
 * The app's offline machinery, mounted once: the catalogue warm-up, the sending of queued
 * submissions, and the notice of those the server refused (nothing while there are none). The
 * service worker is registered by the entries themselves (entry.client.tsx, admin-main.tsx).
 */
export function PwaRuntime() {
  useCatalogueWarmup();
  useSubmissionSync();
  return <RefusedSubmissionsNotice />;
}
