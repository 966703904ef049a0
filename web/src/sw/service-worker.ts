/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { localeOfPath, localePrefix } from '@kigali/domain/locales';
import { asOfflineAnswer, markedOffline } from './offline-marker';
import {
  isAdminPage,
  isCatalogueImage,
  isPageData,
  isPublicPage,
  isSearchPage,
  pageOfData,
} from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * The site's service worker (docs/architecture.md#offline). It precaches the public pages' code and
 * styles, the icons and the offline pages; keeps every public page and page data the visitor gets
 * (network first, this device's copy when the network fails or takes too long), the back office's
 * page and code once an admin has loaded them, and catalogue images. The catalogue warm-up
 * (features/pwa/use-catalogue-warmup.ts) fills the same page cache with the pages never opened.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the open page at once, so what the first visit shows is kept; later
// versions wait for the visitor's Reload (the page sends SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Caches the pages and data share with the catalogue warm-up (which opens them by name). */
export const PAGE_CACHE = 'pages';
const DATA_CACHE = 'page-data';
/** A network that has not answered in this long is treated as gone, and this device's copy shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// The search page is kept as one page whatever is searched: offline, its copy (the last search's
// results) starts the app, which searches the catalogue index kept below (features/search).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isSearchPage(url),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      okOnly,
      markedOffline,
      { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname },
      { handlerDidError: offlinePage },
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPublicPage(url),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly, markedOffline, { handlerDidError: offlinePage }],
  }),
);

registerRoute(
  ({ url }) => isPageData(url),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly, markedOffline, { handlerDidError: loadAsPage }],
  }),
);

// The back office is one page for every address (admin.html): kept under one key.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAdminPage(url),
  new NetworkFirst({
    cacheName: 'admin-page',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, markedOffline, { cacheKeyWillBeUsed: async () => '/admin.html' }],
  }),
);

// Code not precached (the back office's): hashed, so never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'code', plugins: [okOnly] }),
);

registerRoute(
  ({ url, sameOrigin }) => isCatalogueImage(url, sameOrigin),
  new CacheFirst({
    cacheName: 'catalogue-images',
    // Storage downloads read by <img> are opaque (status 0). No expiration plugin: its bookkeeping
    // could keep the active worker busy and a new version waiting; the browser evicts under pressure.
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);

// The page of a first visit was loaded before this worker existed, so no route kept it: it is kept
// as the worker installs, before it takes control, so that a reload offline shows it.
self.addEventListener('install', (event) => {
  event.waitUntil(keepOpenPages());
});

async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(PAGE_CACHE);
  await Promise.all(
    windows.map(async ({ url }) => {
      const address = new URL(url);
      if (!isPublicPage(address)) return;
      try {
        const response = await fetch(address.href, { credentials: 'same-origin' });
        if (response.status === 200) {
          await cache.put(isSearchPage(address) ? address.pathname : address.href, response);
        }
      } catch {
        // No network already: the page is kept the next time it is opened online.
      }
    }),
  );
}

/** A page neither online nor on this device: the offline page of its language. */
async function offlinePage({ request }: { request: Request }): Promise<Response | undefined> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = await matchPrecache(`${localePrefix(locale)}/offline`);
  return page && asOfflineAnswer(page);
}

/**
 * A page's data neither online nor on this device, asked by a link followed in the page: the
 * router is told to load the page itself instead (a redirect with reload), which this worker
 * then answers from the page cache, or with the offline page.
 */
async function loadAsPage({ request }: { request: Request }): Promise<Response> {
  return asOfflineAnswer(
    new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': pageOfData(new URL(request.url)), 'X-Remix-Reload-Document': 'true' },
    }),
  );
}
