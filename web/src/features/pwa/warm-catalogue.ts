import { seedImageSrcSet } from '@kigali/domain';
import { localizedPath, type Locale } from '@kigali/domain/locales';
import { paths } from '@/config/paths';
import type { CatalogueIndex } from '@kigali/domain';
import { catalogueImages, cataloguePages } from './catalogue-pages';
import { recordWarmedAt } from './catalogue-warmup-policy';

declare global {
  interface Window {
    /** Set once the catalogue and its images are kept on the device; the end-to-end tests wait for it. */
    __catalogueWarm?: boolean;
  }
}

/** The service worker's page cache (web/src/sw/service-worker.ts), which answers pages offline. */
const PAGE_CACHE = 'pages';

/** Images the service worker caches: our own files and Storage downloads. */
function isCatalogueImage(address: string): boolean {
  const url = new URL(address, location.href);
  if (url.origin === location.origin) return url.pathname.startsWith('/images/');
  return url.pathname.startsWith('/v0/b/') && url.searchParams.get('alt') === 'media';
}

/** An image and its smaller copies: offline, the page picks whichever fits the screen. */
function everyWidth(url: string): string[] {
  const candidates = seedImageSrcSet(url)
    ?.split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!);
  return candidates ?? [url];
}

/** Fetched through the service worker, so each lands in its image cache. */
async function cacheImages(images: string[]) {
  const addresses = [...new Set(images.flatMap(everyWidth))].filter(isCatalogueImage);
  await Promise.allSettled(addresses.map((address) => fetch(address, { mode: 'no-cors' })));
}

/** Each page fetched and kept as the service worker keeps a page it serves, one at a time. */
async function cachePages(pages: string[]) {
  const cache = await caches.open(PAGE_CACHE);
  for (const page of pages) {
    const response = await fetch(page, { credentials: 'same-origin' });
    if (response.ok) await cache.put(page, response);
  }
}

/**
 * Reads the language's catalogue index and keeps each of its pages, and (unless the visitor's
 * browser asks to save data) their pictures, in the service worker's caches.
 */
export async function warmCatalogue(locale: Locale) {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  try {
    const response = await fetch(localizedPath(locale, paths.catalogueIndex));
    // 204: the worker's answer in the network's place (out of reach, nothing kept yet).
    if (response.status !== 200) throw new Error(`The catalogue index answered ${response.status}`);
    const index = (await response.json()) as CatalogueIndex;
    await cachePages(cataloguePages(index, locale));
    if (!saveData) await cacheImages(catalogueImages(index));
    recordWarmedAt(locale);
    window.__catalogueWarm = true;
  } catch (error) {
    console.error('Could not keep the catalogue for offline use', error);
  }
}
