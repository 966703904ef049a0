import type { Page } from '@playwright/test';

/**
 * Waits until the server-rendered page is hydrated (web/src/entry.client.tsx marks <html>). Needed before what only the
 * app answers and the page does not replay (a hover, a key that is not a button press) and before
 * checking data refreshed from Firestore.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds the app's code back, as a slow connection would, until `release` is called: the page stays
 * the server-rendered HTML, answered only by the browser.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the app has hydrated the page yet. */
export const isHydrated = async (page: Page) => (await page.locator('html[data-hydrated]').count()) > 0;
