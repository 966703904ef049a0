import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

declare global {
  interface Window {
    __catalogueWarm?: boolean;
  }
}

/** Waits until the service worker is active and controls the page (it claims it on first install). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Visits `path` online until the catalogue of its language is ready offline: a first visit installs
 * the service worker, and the next one (a returning visitor) keeps every catalogue page of that
 * language and the catalogue's images in the service worker's caches
 * (web/src/features/pwa/use-catalogue-warmup.ts).
 */
export async function visitUntilOfflineReady(page: Page, path = '/') {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => window.__catalogueWarm)).toBeUndefined();
  await page.reload();
  // The warm-up is the app's: it starts once the visitor uses the page.
  await waitForHydration(page);
  await page.waitForFunction(() => window.__catalogueWarm === true, null, { timeout: 30_000 });
}

/** The image shows a real picture (not the placeholder), taken from the service worker's cache. */
export async function expectCachedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate(
        (img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 && !img.currentSrc.includes('placeholder'),
      ),
    )
    .toBe(true);
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(await image.page().evaluate(async (url) => (await caches.match(url)) !== undefined, source)).toBe(
    true,
  );
}

export const OFFLINE_BANNER = 'You are offline. What you see may be out of date.';
