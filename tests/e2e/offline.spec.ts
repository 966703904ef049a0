import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
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
