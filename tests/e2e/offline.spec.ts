import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';
import { expectCachedImage, visitUntilOfflineReady, OFFLINE_BANNER } from './support/pwa';

/** The oldest seeded product: not on the home page, and its page is never opened before going offline. */
const NEVER_OPENED_PRODUCT = 'mikrotik-hex-gigabit-router';

async function productNamed(slug: string): Promise<string> {
  const found = await adminDb().collection('products').where('slug', '==', slug).limit(1).get();
  const name = found.docs[0]?.get('name') as string | undefined;
  if (!name) throw new Error(`Seeded product ${slug} is missing`);
  return name;
}

test('a returning visitor can browse the catalogue offline, pictures included', async ({ page, context }) => {
  const newest = await adminDb().collection('products').orderBy('created_at', 'desc').limit(1).get();
  const newestName = newest.docs[0]?.get('name') as string;
  const neverOpenedName = await productNamed(NEVER_OPENED_PRODUCT);
  const trainings = await adminDb().collection('services').where('category', '==', 'Training').get();
  const trainingName = trainings.docs[0]?.get('name') as string;

  await visitUntilOfflineReady(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('link', { name: newestName }).first()).toBeVisible();
  await expectCachedImage(page.getByRole('img', { name: newestName }).first());

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: neverOpenedName })).toBeVisible();
  await expectCachedImage(page.getByRole('img', { name: newestName }).first());

  await page.goto(`/products/${NEVER_OPENED_PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: neverOpenedName })).toBeVisible();
  await expect(page.getByText(/RWF/).first()).toBeVisible();
  await expectCachedImage(page.getByRole('img', { name: neverOpenedName }));

  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  const firstService = page.getByRole('main').getByRole('article').first();
  await expect(firstService).toBeVisible();
  await expectCachedImage(firstService.getByRole('img'));

  await page.goto('/trainings');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Training Programs' })).toBeVisible();
  await expect(page.getByText(trainingName).first()).toBeVisible();
  await expectCachedImage(page.getByRole('img', { name: trainingName }).first());

  const word = neverOpenedName.split(' ')[0]!;
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: neverOpenedName }).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
});

test('a product page that was never cached says it is not available offline, not that it does not exist', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/products/no-such-product-cached');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not available offline/i);
});

test('an admin edit saved offline shows as pending, uploads are switched off, and the edit arrives when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
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
  const newMinimum = 5000;
  await openAsAdmin(page, '/admin/services');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. What you see may be out of date\./)).toBeVisible();
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
  await service.delete();
});
