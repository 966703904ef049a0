import { expect, test, type Request } from '@playwright/test';
import { appCheckSetup } from '../../web/src/lib/app-check';
import { adminDb } from './support/admin';
import { forgetFormSenders } from './support/form-senders';
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

/** A form's POST and Firestore's REST calls send the token as a header; its stream, in the body that opens it. */
const carriesToken = (request: Request, token: string) =>
  request.headers()['x-firebase-appcheck'] === token ||
  decodeURIComponent(request.postData() ?? '').includes(token);

test('the public forms and the admin’s Firestore send the App Check token, and nothing leaves the machine', async ({
  page,
}) => {
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

  // A public page reads no Firestore; the message a visitor sends goes to the submissions Function
  // with the token.
  await forgetFormSenders();
  const message = `App Check e2e ${Date.now()}: please call me about a quote`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Name').fill('Aline Uwase');
  await dialog.getByLabel('Email').fill('aline@example.rw');
  await dialog.getByLabel('Phone').fill('+250 788 000 111');
  await dialog.getByLabel('Message').fill(message);
  const submission = page.waitForRequest((request) => request.url().includes('/api/submissions/'));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  expect(carriesToken(await submission, setup.token)).toBe(true);
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  expect(requests.filter((request) => FIRESTORE_EMULATOR.test(request.url())).map((r) => r.url())).toEqual(
    [],
  );
  const sent = await adminDb().collection('contact_messages').where('message', '==', message).get();
  await Promise.all(sent.docs.map((doc) => doc.ref.delete()));

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
