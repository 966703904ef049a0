import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { demoEditor, demoRecruiter, openAs } from './support/sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A service as the admin form writes it, with its slug's claim, straight into the emulator. */
async function seedService(stamp: number) {
  const db = adminDb();
  const ref = db.collection('services').doc(`e2e-trash-${stamp}`);
  const slug = `e2e-trash-service-${stamp}`;
  const now = Timestamp.now();
  await ref.set({
    name: `E2E Trash Service ${stamp}`,
    slug,
    description: 'A service the end-to-end test sends to the trash and back.',
    category: 'IT Consulting',
    features: ['Audit'],
    price_range: { min: 0, max: 0 },
    image_url: null,
    created_at: now,
    updated_at: now,
  });
  await db.collection('slugs').doc(`services:${slug}`).set({ collection: 'services', doc_id: ref.id });
  return { ref, slug, name: `E2E Trash Service ${stamp}` };
}

test('a deleted service leaves the public pages, waits in the trash and comes back with its slug', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { ref, slug, name } = await seedService(Date.now());
  await page.goto(`/services/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await openAs(page, demoEditor, '/admin/services');
  await page.getByLabel('Search services by name or slug').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Move to the trash?' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  expect((await ref.get()).exists).toBe(false);

  // Public pages read the collection only: what is in the trash is not there.
  await page.goto(`/services/${slug}`);
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();

  // Every collection the editor manages at first, then the services alone.
  await page.goto('/admin/trash');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await page.getByLabel('Collection').selectOption('Services and trainings');
  await expect(row).toContainText('Services and trainings');
  await expect(row).toContainText(`Deleted by: ${demoEditor.email}`);
  await expect(row).toContainText('Deleted for good in 30 days');

  await row.getByRole('button', { name: `Restore ${name}` }).click();
  const popup = page.getByRole('dialog', { name: 'Restore this item?' });
  await expect(popup).toContainText(name);
  await popup.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  const restored = await ref.get();
  expect(restored.get('slug')).toBe(slug);
  expect(restored.get('restored_from')).toBe('trash');
  expect((await adminDb().collection('trash').doc(`services:${ref.id}`).get()).exists).toBe(false);

  await page.goto(`/services/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test("a recruiter's trash shows the job postings only", async ({ page }) => {
  const stamp = Date.now();
  const db = adminDb();
  const now = Date.now();
  const entry = (collection: string, label: string) => ({
    collection,
    doc_id: `e2e-${stamp}`,
    label,
    data: { title: label, name: label },
    deleted_at: Timestamp.fromMillis(now),
    deleted_by: 'e2e-user',
    deleted_by_email: 'someone@kigalitech.rw',
    purge_at: Timestamp.fromMillis(now + 30 * DAY_MS),
  });
  const posting = `E2E Trashed Posting ${stamp}`;
  const product = `E2E Trashed Product ${stamp}`;
  await db.doc(`trash/job_postings:e2e-${stamp}`).set(entry('job_postings', posting));
  await db.doc(`trash/products:e2e-${stamp}`).set(entry('products', product));

  await openAs(page, demoRecruiter, '/admin/trash');
  await expect(page.getByRole('listitem').filter({ hasText: posting })).toContainText('Job postings');
  await expect(page.getByText(product)).toHaveCount(0);
  // One collection: nothing to filter.
  await expect(page.getByLabel('Collection')).toHaveCount(0);
});
