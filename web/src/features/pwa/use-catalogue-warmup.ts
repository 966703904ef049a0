import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { warmCatalogue } from '@/data/catalogue-warmup';

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

/**
 * Fetches the images through the service worker so they land in its image cache. Images this page
 * showed before the worker took control (first visit) are fetched again, mostly from the HTTP cache.
 */
async function cacheImages(catalogueImages: string[]) {
  if (!(await serviceWorkerControls())) return;
  const shown = performance
    .getEntriesByType('resource')
    .flatMap((entry) => ((entry as PerformanceResourceTiming).initiatorType === 'img' ? [entry.name] : []));
  const addresses = [...new Set([...catalogueImages, ...shown])].filter(isCatalogueImage);
  await Promise.allSettled(addresses.map((address) => fetch(address, { mode: 'no-cors' })));
}

const whenIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 2000);
};

const afterLoad = (callback: () => void) => {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
};

/**
 * Once the page has loaded and the browser is idle, warms the whole catalogue into the caches, so
 * a visitor who loses the connection can still browse it (design.md section 7). Visitors who ask
 * their browser to save data only get the documents, not every picture.
 */
export function useCatalogueWarmup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    afterLoad(() =>
      whenIdle(() => {
        if (cancelled || !navigator.onLine) return;
        const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
          ?.saveData;
        warmCatalogue(queryClient)
          .then((images) => (saveData ? undefined : cacheImages(images)))
          .then(() => {
            window.__catalogueWarm = true;
          })
          .catch((error: unknown) => console.error('Could not warm the catalogue for offline use', error));
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}
