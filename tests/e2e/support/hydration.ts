import type { Page } from '@playwright/test';

/**
 * Starts the app and waits until the prerendered page is hydrated (web/src/app/start.tsx marks
 * <html>). The app starts when the visitor first uses the page (web/src/app/start-on-first-use.ts):
 * here the mouse moves, which presses nothing. Needed before what is not replayed after hydration
 * (a hover, a key that is not a button press) and before checking data refreshed from Firestore.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
