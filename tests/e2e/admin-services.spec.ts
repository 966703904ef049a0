import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';
import { waitForHydration } from './support/hydration';

const SEED_IMAGE = '/images/seed/services/structured-cabling-network-installation.webp';

const servicesWithSlug = async (slug: string) =>
  (await adminDb().collection('services').where('slug', '==', slug).get()).docs;

/** The image URL field; file uploads are switched off where the Storage emulator does not run. */
async function giveImageUrl(page: Page, url: string) {
  const byUrl = page.getByRole('radio', { name: 'Use an image URL' });
  if (!(await byUrl.isChecked())) await byUrl.check();
  await page.getByLabel('Image URL', { exact: true }).fill(url);
}

async function addFeature(page: Page, text: string) {
  await page.getByLabel('New feature').fill(text);
  await page.getByRole('button', { name: 'Add Feature' }).click();
}

test('a service with features is created, listed with its price range and shown on the services pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `E2E Solar Backup ${stamp}`;
  const slug = `e2e-solar-backup-${stamp}`;
  const features = ['Battery sizing', 'Inverter installation', 'Remote monitoring', 'Yearly maintenance'];
  await openAsAdmin(page, '/admin/services');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Description').fill('Backup power for offices, created by the end-to-end test.');
  await page.getByLabel('Category', { exact: true }).selectOption('Hardware Support');
  await addFeature(page, `  ${features[0]}  `);
  await addFeature(page, '   ');
  for (const feature of features.slice(1)) await addFeature(page, feature);
  await page.getByLabel('Minimum price (RWF)').fill('100000');
  await page.getByLabel('Maximum price (RWF)').fill('250000');
  await giveImageUrl(page, SEED_IMAGE);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Service created successfully')).toBeVisible();

  const [created] = await servicesWithSlug(slug);
  expect(created?.data()).toMatchObject({
    name,
    category: 'Hardware Support',
    features,
    price_range: { min: 100000, max: 250000 },
    image_url: SEED_IMAGE,
  });
  expect((created!.get('created_at') as Timestamp).toMillis()).toBeGreaterThan(stamp - 60_000);
  expect(created!.get('updated_at')).toBeTruthy();

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('RWF 100000.00 - 250000.00');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  // The search matches the start of the name or slug.
  await page.getByLabel('Search services by name or slug').fill(`E2E Solar Backup ${stamp}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E Solar Backup' })).toHaveCount(1);
  await page.getByLabel('Filter by category').selectOption('Training');
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();

  await page.goto(`/services/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/services');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  for (const feature of features.slice(0, 3)) await expect(card).toContainText(feature);
  await expect(card).not.toContainText(features[3]!);
});

test('a slug another service uses is refused under the slug field', async ({ page }) => {
  const taken = (await adminDb().collection('services').limit(1).get()).docs[0]!;
  const before = (await servicesWithSlug(taken.get('slug'))).length;
  await openAsAdmin(page, '/admin/services');

  await page.getByLabel('Name', { exact: true }).fill('E2E Duplicate Slug');
  await page.getByLabel('Slug', { exact: true }).fill(taken.get('slug'));
  await page.getByLabel('Description').fill('Should never be stored.');
  await page.getByLabel('Category', { exact: true }).selectOption('IT Consulting');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(
    page.getByText('This slug is already used by another service. Choose a different one.'),
  ).toBeVisible();
  await expect(page.getByText('Failed to save service')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('E2E Duplicate Slug');
  expect(await servicesWithSlug(taken.get('slug'))).toHaveLength(before);
});

test('a service is edited with updated_at stamped, then moved to the trash after the confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const slug = `e2e-edit-service-${stamp}`;
  const db = adminDb();
  const ref = db.collection('services').doc(`e2e-edit-${stamp}`);
  const old = Timestamp.fromMillis(stamp - 86_400_000);
  await ref.set({
    name: `E2E Edit Service ${stamp}`,
    slug,
    description: 'Created by the end-to-end test.',
    category: 'IT Consulting',
    features: ['Audit'],
    price_range: { min: 0, max: 0 },
    image_url: null,
    created_at: old,
    updated_at: old,
  });
  await openAsAdmin(page, '/admin/services');

  await page.getByRole('button', { name: `Edit E2E Edit Service ${stamp}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Name', { exact: true }).fill(`E2E Edited Service ${stamp}`);
  await page.getByRole('button', { name: 'Remove Audit' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();

  const updated = await ref.get();
  expect(updated.get('name')).toBe(`E2E Edited Service ${stamp}`);
  expect(updated.get('slug')).toBe(slug);
  expect(updated.get('features')).toEqual([]);
  expect((updated.get('created_at') as Timestamp).toMillis()).toBe(old.toMillis());
  expect((updated.get('updated_at') as Timestamp).toMillis()).toBeGreaterThan(old.toMillis());
  await expect(page.getByRole('heading', { name: 'Add a Service' })).toBeVisible();

  // Cancelling the confirmation keeps the service.
  const popup = page.getByRole('dialog', { name: 'Move to the trash?' });
  await page.getByRole('button', { name: `Delete E2E Edited Service ${stamp}` }).click();
  await expect(popup).toContainText(
    'It goes to the trash for 30 days, and can be restored from there until then.',
  );
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `E2E Edited Service ${stamp}` })).toBeVisible();
  expect((await ref.get()).exists).toBe(true);

  await page.getByRole('button', { name: `Delete E2E Edited Service ${stamp}` }).click();
  await popup.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `E2E Edited Service ${stamp}` })).toHaveCount(0);
  expect((await ref.get()).exists).toBe(false);
  // It went to the trash, as it was stored.
  const entry = await db.collection('trash').doc(`services:${ref.id}`).get();
  expect(entry.get('data.name')).toBe(`E2E Edited Service ${stamp}`);
});

test('the service form validates on submit and fits a phone screen @phone', async ({ page }) => {
  await openAsAdmin(page, '/admin/services');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  for (const message of [
    'Name is required',
    'Slug is required',
    'Description is required',
    'Category is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('leaving a service form with unsaved changes asks first', async ({ page }) => {
  await openAsAdmin(page, '/admin/services');
  await page.getByLabel('Name', { exact: true }).fill('E2E Unsaved Service');
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await sidebar.getByRole('link', { name: 'Job Postings', exact: true }).click();
  await expect.poll(() => question).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL('/admin/services');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('E2E Unsaved Service');

  page.once('dialog', (dialog) => void dialog.accept());
  await sidebar.getByRole('link', { name: 'Job Postings', exact: true }).click();
  await expect(page).toHaveURL('/admin/jobs');
});

test("another service's Edit, or Add, asks before the description typed into the form is lost", async ({
  page,
}) => {
  // Seeded services, only opened in the form: nothing is saved.
  const first = 'Structured Cabling & Network Installation';
  const second = 'CCTV & Access Control Installation';
  await openAsAdmin(page, '/admin/services');
  const description = page.getByLabel('Description');
  const questions: string[] = [];
  const answerNext = (leave: boolean) =>
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void (leave ? dialog.accept() : dialog.dismiss());
    });

  await page.getByRole('button', { name: `Edit ${first}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(first);
  await description.fill('Typed by the admin and not saved yet.');

  answerNext(false);
  await page.getByRole('button', { name: `Edit ${second}` }).click();
  await expect.poll(() => questions).toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(first);
  await expect(description).toHaveValue('Typed by the admin and not saved yet.');

  answerNext(false);
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect.poll(() => questions).toHaveLength(2);
  await expect(description).toHaveValue('Typed by the admin and not saved yet.');

  answerNext(true);
  await page.getByRole('button', { name: `Edit ${second}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(second);
  await expect(description).not.toHaveValue('Typed by the admin and not saved yet.');
  expect(questions).toHaveLength(3);
});
