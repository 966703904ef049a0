import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';
import { expect, test } from './support/test-with-removal';

/**
 * The admin without a connection, whether the browser reports it or not. The service each test
 * edits shows on the public services list while it exists, so this spec runs with no other beside
 * it (playwright.config.ts).
 */
/** A service of the test's own, open for editing in the admin's services screen. */
async function openOwnService(page: Page, removeAfter: (remove: () => Promise<unknown>) => void) {
  const stamp = Date.now();
  const name = `E2E Offline Edit ${stamp}`;
  const service = adminDb().collection('services').doc(`e2e-offline-edit-${stamp}`);
  await service.set({
    name,
    slug: `e2e-offline-edit-${stamp}`,
    description: 'A service the offline admin test edits.',
    category: 'Hardware Support',
    features: [],
    price_range: { min: 0, max: 0 },
    image_url: null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  removeAfter(() => service.delete());
  await openAsAdmin(page, '/admin/services');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  return service;
}

const OFFLINE_NOTICE = /You are offline\. What you see may be out of date\./;

test('an admin edit saved offline shows as pending, uploads are switched off, and the edit arrives when back online', async ({
  page,
  context,
  removeAfter,
}) => {
  test.setTimeout(90_000);
  const service = await openOwnService(page, removeAfter);
  const newMinimum = 5000;

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Upload a file' })).toBeDisabled();
  await expect(
    page.getByText('You are offline: file uploads need a connection.', { exact: false }),
  ).toBeVisible();

  await page.getByLabel('Minimum price (RWF)').fill(String(newMinimum));
  await page.getByLabel('Maximum price (RWF)').fill(String(newMinimum * 2));
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Saving… (offline, will sync)')).toBeVisible();
  expect((await service.get()).get('price_range.min')).not.toBe(newMinimum);

  await context.setOffline(false);
  await expect(page.getByText('Service updated successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Saving… (offline, will sync)')).toHaveCount(0);
  expect((await service.get()).get('price_range.min')).toBe(newMinimum);
});

test('a save made after the connection dropped unnoticed says the admin is offline, and arrives once it is back', async ({
  page,
  context,
  removeAfter,
}) => {
  test.setTimeout(90_000);
  const service = await openOwnService(page, removeAfter);
  const newMinimum = 7000;

  // Every request fails, the page's and the service worker's, while the browser still says online.
  await context.route('**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Minimum price (RWF)').fill(String(newMinimum));
  await page.getByLabel('Maximum price (RWF)').fill(String(newMinimum * 2));
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // Firestore queues the write without an error: the site asks its origin, and nothing answers.
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByText('Saving… (offline, will sync)')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect((await service.get()).get('price_range.min')).not.toBe(newMinimum);

  await context.unrouteAll();
  await expect(page.getByText('Service updated successfully')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden({ timeout: 30_000 });
  expect((await service.get()).get('price_range.min')).toBe(newMinimum);
});
