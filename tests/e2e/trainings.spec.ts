import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';

const trainings = () => adminDb().collection('services').where('category', '==', 'Training');

test('trainings list: title, filters, cards with 3 features and the course fee @phone', async ({ page }) => {
  const trainingCount = (await trainings().count().get()).data().count;
  await page.goto('/trainings');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Training Programs' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter trainings by category' });
  await expect(filters.getByRole('button')).toHaveText(['All Trainings', 'Training']);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(trainingCount);
  const cctv = cards.filter({ hasText: 'CCTV Installation & Maintenance Training' });
  await expect(cctv.getByText("What You'll Learn")).toBeVisible();
  await expect(cctv.getByRole('listitem')).toHaveCount(3);
  await expect(cctv.getByText('Course Fee')).toBeVisible();
  await expect(cctv.getByText('RWF 150000.00')).toBeVisible();

  await filters.getByRole('button', { name: 'Training', exact: true }).click();
  await expect(cards).toHaveCount(trainingCount);

  await cctv.getByRole('link').click();
  await expect(page).toHaveURL(/\/trainings\/cctv-installation-maintenance-training$/);
});

test('a training page shows the full list and fee; unknown or non-training slugs say "Training not found"', async ({
  page,
}) => {
  const slug = 'networking-fundamentals-ccna-prep';
  const [training] = (await trainings().where('slug', '==', slug).get()).docs;
  const features = training?.get('features') as string[] | undefined;
  if (!features) throw new Error(`Seeded training ${slug} is missing`);
  await page.goto(`/trainings/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Networking Fundamentals (CCNA Prep)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(features);
  await expect(page.getByText('RWF 200000.00')).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.map((text) => JSON.parse(text)['@type'])).toContain('Course');

  await page.goto('/trainings/no-such-training');
  await expect(page.getByRole('heading', { name: 'Training not found' })).toBeVisible();
  await page.goto('/trainings/structured-cabling-network-installation');
  await expect(page.getByRole('heading', { name: 'Training not found' })).toBeVisible();
});
