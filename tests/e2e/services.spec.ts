import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { waitForHydration } from './support/hydration';

const filters = (page: Page) => page.getByRole('group', { name: 'Filter services by category' });

test('services list: trainings hidden under All, a filter narrows the list, at most 3 features per card @phone', async ({
  page,
}) => {
  // Other end-to-end tests add services of their own: count what Firestore holds now.
  const services = (await adminDb().collection('services').get()).docs.map(
    (doc) => doc.get('category') as string,
  );
  await page.goto('/services');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(services.filter((category) => category !== 'Training').length);
  await expect(filters(page).getByRole('button', { name: 'Training' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Networking Fundamentals (CCNA Prep)' })).toHaveCount(0);
  for (const card of await cards.all()) {
    expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  }

  await filters(page).getByRole('button', { name: 'Security Systems' }).click();
  await expect(cards).toHaveCount(services.filter((category) => category === 'Security Systems').length);
  await expect(page.getByRole('link', { name: 'CCTV & Access Control Installation' })).toBeVisible();
});

test('a training category shows only while selected', async ({ page }) => {
  await page.goto('/services?category=Training');
  await expect(filters(page).getByRole('button', { name: 'Training' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const trainings = await adminDb().collection('services').where('category', '==', 'Training').count().get();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(trainings.data().count);
  await filters(page).getByRole('button', { name: 'All' }).click();
  await expect(filters(page).getByRole('button', { name: 'Training' })).toHaveCount(0);
});

test('a service page shows name, description and image; an unknown slug says "Service not found"', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Structured Cabling & Network Installation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Structured Cabling & Network Installation' }),
  ).toBeVisible();
  await expect(page.getByText(/We design and install complete office networks/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Structured Cabling & Network Installation' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.map((text) => JSON.parse(text)['@type'])).toContain('Service');

  await page.goto('/services/no-such-service');
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
});
