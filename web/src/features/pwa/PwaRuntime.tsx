import { useEffect } from 'react';
import { pageSettled } from '@/lib/page-settled';
import { registerServiceWorker } from './service-worker';
import { showUpdateToast } from './UpdateToast';
import { useCatalogueWarmup } from './use-catalogue-warmup';
import { useSubmissionSync } from './use-submission-sync';

/**
 * The app's offline machinery, mounted once: the service worker (with the "New version available"
 * prompt), the catalogue warm-up and the sending of queued submissions. It renders nothing.
 */
export function PwaRuntime() {
  useEffect(() => {
    // Installing the worker downloads the whole app shell: not while the page is still loading.
    if (import.meta.env.PROD) void pageSettled().then(() => registerServiceWorker(showUpdateToast));
  }, []);
  useCatalogueWarmup();
  useSubmissionSync();
  return null;
}
