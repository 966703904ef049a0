import { seedImageSrcSet } from '@kigali/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageSettled } from '@/lib/page-settled';
import { readLastWarmedAt, recordWarmedAt, shouldWarmCatalogue } from './catalogue-warmup-policy';

declare global {
  interface Window {
    /** Set once the catalogue and its images are cached; the end-to-end tests wait for it. */
    __catalogueWarm?: boolean;
  }
}

/** Images the service worker caches (vite.config.ts): our own files and Storage downloads. */
function isCatalogueImage(address: string): boolean {
  const url = new URL(address, location.href);
  if (url.origin === location.origin) return url.pathname.startsWith('/images/');
  return url.pathname.startsWith('/v0/b/') && url.searchParams.get('alt') === 'media';
}

/** Resolves once a service worker controls the page, or with false when none will. */
async function serviceWorkerControls(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return false;
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return true;
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
  );
}

/** An image and its smaller copies: offline, the page picks whichever fits the screen. */
function everyWidth(url: string): string[] {
  const candidates = seedImageSrcSet(url)
    ?.split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!);
  return candidates ?? [url];
}

/**
 * Fetches the images through the service worker so they land in its image cache. Images this page
 * showed before the worker took control (first visit) are fetched again, mostly from the HTTP cache.
 */
async function cacheImages(catalogueImages: string[]) {
  if (!(await serviceWorkerControls())) return;
  const shown = performance
    .getEntriesByType('resource')
    .flatMap((entry) => ((entry as PerformanceResourceTiming).initiatorType === 'img' ? [entry.name] : []));
  const addresses = [...new Set([...catalogueImages.flatMap(everyWidth), ...shown])].filter(isCatalogueImage);
  await Promise.allSettled(addresses.map((address) => fetch(address, { mode: 'no-cors' })));
}

/**
 * Warms the whole catalogue into the caches, so a visitor who loses the connection can still
 * browse it (docs/architecture.md#offline), once the page has settled. Only a returning visitor's browser
 * does it (the app's service worker already controlled the page when it opened: the site was
 * visited before, or installed), at most once a day (catalogue-warmup-policy.ts): a first visit
 * reads only what it shows, whatever the catalogue's size. Visitors who ask their browser to save
 * data only get the documents, not every picture.
 */
export function useCatalogueWarmup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const returningVisit = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
    void pageSettled().then(() => {
      const lastWarmedAt = readLastWarmedAt();
      if (cancelled || !shouldWarmCatalogue({ returningVisit, online: navigator.onLine, lastWarmedAt }))
        return;
      const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
        ?.saveData;
      // The data modules and their schemas load only for the warm-up, not with every page.
      import('@/data/catalogue-warmup')
        .then(({ warmCatalogue }) => warmCatalogue(queryClient))
        .then((images) => (saveData ? undefined : cacheImages(images)))
        .then(() => {
          recordWarmedAt();
          window.__catalogueWarm = true;
        })
        .catch((error: unknown) => console.error('Could not warm the catalogue for offline use', error));
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}
