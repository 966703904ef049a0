import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { OFFLINE_BANNER, waitForServiceWorkerControl } from './support/pwa';
import { openAsAdmin } from './support/sign-in';

/**
 * A connection that drops without the browser noticing, as a phone's mobile data does: every
 * request fails, the page's own and the service worker's, while `navigator.onLine` stays true.
 * (Browsers' offline emulations differ on `onLine` after a reload; this one leaves it alone.)
 */
async function dropTheConnection(context: BrowserContext) {
  await context.route('**', (route) => route.abort('internetdisconnected'));
}

const restoreTheConnection = (context: BrowserContext) => context.unrouteAll();

async function expectBrowserSaysOnline(page: Page) {
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
}

test('the offline banner follows a dropped connection the browser does not report, and its return', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  await dropTheConnection(context);
  await page.reload();
  await expectBrowserSaysOnline(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await restoreTheConnection(context);
  // The site probes its origin again while it is unreachable, ever less often (15 s at most).
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 30_000 });
});

test('the admin says it is offline when its page starts without a connection the browser reports', async ({
  page,
  context,
}) => {
  await openAsAdmin(page, '/admin');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);

  await dropTheConnection(context);
  await page.reload();
  await expectBrowserSaysOnline(page);
  await expect(page.getByText(/You are offline\. What you see may be out of date\./)).toBeVisible();

  await restoreTheConnection(context);
  await expect(page.getByText(/You are offline\./)).toBeHidden({ timeout: 30_000 });
});
