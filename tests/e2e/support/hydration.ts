import type { Page } from '@playwright/test';

/**
 * Waits until the prerendered page is hydrated (web/src/app/start.tsx marks <html>). Needed only
 * before a hover or a key that is not a button press: those are not replayed after hydration.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
