import { useCatalogueWarmup } from './use-catalogue-warmup';
import { useSubmissionSync } from './use-submission-sync';

/**
 * The app's offline machinery, mounted once: the catalogue warm-up and the sending of queued
 * submissions. It renders nothing. The service worker is registered without the app (main.tsx).
 */
export function PwaRuntime() {
  useCatalogueWarmup();
  useSubmissionSync();
  return null;
}
