import { expect, test } from '@playwright/test';
import { OFFLINE_BANNER, waitForServiceWorkerControl } from './support/pwa';

/**
 * A connection that drops without the browser noticing, as a phone's mobile data does: every
 * request fails, the page's own and the service worker's, while `navigator.onLine` stays true.
 * Browsers' offline emulations differ on `onLine` after a reload; this test leaves it alone.
 * (The admin's side is in admin-offline.spec.ts.)
 */
test('the offline banner follows a dropped connection the browser does not report, and its return', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  await context.route('**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await context.unrouteAll();
  // The site probes its origin again while it is unreachable, ever less often (15 s at most).
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 30_000 });
});
