import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { openAsAdmin } from './support/sign-in';

const count = async (collection: string) =>
  (await adminDb().collection(collection).count().get()).data().count;

test('the dashboard shows the Firestore counts and the five newest applications @phone', async ({ page }) => {
  const [products, applications, publications] = await Promise.all([
    count('products'),
    count('job_applications'),
    count('publications'),
  ]);
  await openAsAdmin(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^Products\\s*${products}$`) })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Job Applications\\s*${applications}$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Publications\\s*${publications}$`) }),
  ).toBeVisible();

  const newest = await adminDb().collection('job_applications').orderBy('created_at', 'desc').limit(5).get();
  const recent = page.getByRole('region', { name: 'Recent Job Applications' }).getByRole('listitem');
  await expect(recent).toHaveCount(newest.size);
  for (const [index, application] of newest.docs.entries()) {
    const posting = await adminDb().collection('job_postings').doc(application.get('job_posting_id')).get();
    const row = recent.nth(index);
    await expect(row).toContainText(application.get('full_name'));
    await expect(row).toContainText(posting.exists ? posting.get('title') : 'Unknown Position');
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', application.get('status'));
  }
});

test('an application whose posting is gone reads "Unknown Position"', async ({ page }) => {
  const ref = adminDb().collection('job_applications').doc();
  await ref.set({
    job_posting_id: `deleted-posting-${Date.now()}`,
    full_name: `E2E Orphan Applicant ${Date.now()}`,
    email: 'orphan@example.com',
    resume_url: 'https://example.com/cv.pdf',
    status: 'rejected',
    created_at: new Date(),
  });
  try {
    await openAsAdmin(page, '/admin');
    const row = page
      .getByRole('region', { name: 'Recent Job Applications' })
      .getByRole('listitem')
      .filter({ hasText: 'E2E Orphan Applicant' });
    await expect(row).toContainText('Unknown Position');
    await expect(row.getByText('Rejected')).toHaveClass(/bg-red-100/);
  } finally {
    await ref.delete();
  }
});
