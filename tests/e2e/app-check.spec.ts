import { expect, test, type Request } from '@playwright/test';
import { appCheckSetup } from '../../web/src/lib/app-check';
import { openAsAdmin } from './support/sign-in';

/**
 * App Check's wiring on the emulators. The build is made from this process's environment, so the
 * test runs when App Check was switched on for it (VITE_APPCHECK_DEBUG_TOKEN) and says so otherwise.
 */
const setup = appCheckSetup({
  debugToken: process.env.VITE_APPCHECK_DEBUG_TOKEN,
  useEmulators: true,
  devServer: false,
});

const FIRESTORE_EMULATOR = /^http:\/\/[^/]+:8080\//;

/** Firestore Lite sends the token as a header; the full SDK in the body that opens its stream. */
const carriesToken = (request: Request, token: string) =>
  request.headers()['x-firebase-appcheck'] === token ||
  decodeURIComponent(request.postData() ?? '').includes(token);

test('every Firestore client sends the App Check token, and nothing leaves the machine', async ({ page }) => {
  test.skip(
    setup.provider !== 'emulator-debug',
    'App Check is off in this build (VITE_APPCHECK_DEBUG_TOKEN was set empty; local builds turn it on by default)',
  );
  if (setup.provider !== 'emulator-debug') return;
  const requests: Request[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const firestoreReadsWithToken = () =>
    requests.filter((request) => FIRESTORE_EMULATOR.test(request.url()) && carriesToken(request, setup.token))
      .length;

  // A first visit refreshes the page's data through Firestore Lite.
  await page.goto('/products');
  await expect.poll(firestoreReadsWithToken).toBeGreaterThan(0);

  // The admin reads through the full SDK.
  const beforeAdmin = firestoreReadsWithToken();
  await openAsAdmin(page, '/admin/inbox');
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect.poll(firestoreReadsWithToken).toBeGreaterThan(beforeAdmin);

  const offMachine = requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname));
  expect(offMachine.map(String)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
