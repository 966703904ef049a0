import { expect, test, type Page } from '@playwright/test';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';
import { demoAdmin, openAs, openAsAdmin, submitSignIn } from './support/sign-in';

const SUBMISSIONS = ['contact_messages', 'job_applications', 'partnership_requests'];

/**
 * The submission collections named anywhere in Firestore's IndexedDB cache (cached documents,
 * the queries that fetched them, queued writes): every record of every object store of every
 * Firestore database of the page's origin is read and searched. A string, not a function:
 * Playwright sends it to the page as it is.
 */
const cachedSubmissions = (page: Page) =>
  page.evaluate<string[]>(`(async () => {
    const collections = ${JSON.stringify(SUBMISSIONS)};
    const found = new Set();
    for (const { name } of await indexedDB.databases()) {
      if (!name || !name.startsWith('firestore/')) continue;
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const records = await new Promise((resolve, reject) => {
            const objectStore = db.transaction(store, 'readonly').objectStore(store);
            const values = objectStore.getAll();
            const keys = objectStore.getAllKeys();
            values.onerror = () => reject(values.error);
            keys.onerror = () => reject(keys.error);
            keys.onsuccess = () => resolve(JSON.stringify([keys.result, values.result]));
          });
          for (const collection of collections) if (records.includes(collection)) found.add(collection);
        }
      } finally {
        // An open connection would hold up the deletion of the database by the app.
        db.close();
      }
    }
    return [...found].sort();
  })()`);

test('sign-out deletes every submission from this device, and signing in again reads them afresh', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await openAsAdmin(page, '/admin/jobs/job-network-engineer/applications');
  await expect(page.getByRole('heading', { name: 'Applications for Network Engineer' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Aline Uwase/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(
    page.getByRole('region', { name: 'Contact Messages' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Partnership Requests' }).getByRole('article').first(),
  ).toBeVisible();
  // What the admin read is in Firestore's cache on the device (written there as it arrives).
  await expect.poll(() => cachedSubmissions(page)).toEqual(SUBMISSIONS);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cachedSubmissions(page)).toEqual([]);

  // The same tab signs in again: Firestore starts afresh and the guard returns to the inbox.
  await submitSignIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => cachedSubmissions(page)).toContain('contact_messages');
  expect(consoleErrors).toEqual([]);
});

test('an admin whose role another admin takes away is signed out at once, and nothing read stays', async ({
  page,
}) => {
  // An admin of this test's own, so that the seeded ones keep their role.
  const { auth, db } = emulatorAdmin();
  const account = { email: `e2e-removed-${Date.now()}@example.com`, password: 'removed-admin-2026' };
  const { uid } = await auth.createUser({ ...account, emailVerified: true });
  const record = db.collection('team_members').doc(uid);
  try {
    await auth.setCustomUserClaims(uid, { role: 'admin' });
    await record.set({ email: account.email, role: 'admin', updated_at: null, updated_by: null });
    await openAs(page, account, '/admin/inbox');
    // Messages shown: the page's listen stream is live and what it read is in the cache (a
    // query alone already names its collection there, before any answer).
    await expect(
      page.getByRole('region', { name: 'Contact Messages' }).getByRole('article').first(),
    ).toBeVisible();
    await expect.poll(() => cachedSubmissions(page)).toContain('contact_messages');

    // The Team screen's removal: the record the server trusts goes at once (its ID token lives on).
    await record.delete();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText(
        'An admin took your role away: you are signed out, and nothing you read is left on this device.',
      ),
    ).toBeVisible();
    expect(await cachedSubmissions(page)).toEqual([]);
  } finally {
    await record.delete();
    await auth.deleteUser(uid);
  }
});
