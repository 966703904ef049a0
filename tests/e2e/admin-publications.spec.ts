import { expect, test, type Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { demoAdmin, openAsAdmin } from './support/sign-in';

const publicationTitled = async (title: string) =>
  (await adminDb().collection('publications').where('title', '==', title).get()).docs[0];

/** The form's checkbox (row buttons such as "Edit E2E Published Article" also contain the word). */
const publishedBox = (page: Page) => page.getByRole('checkbox', { name: 'Published' });

async function writeArticle(page: Page, title: string, publish: boolean) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Company News');
  await page.getByLabel('Excerpt').fill('Written by the end-to-end test.');
  await page.getByLabel('Content').fill('A longer body for the article.\n\nWith two paragraphs.');
  if (publish) await publishedBox(page).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Publication created successfully')).toBeVisible();
}

test('an article created as published carries the admin as author and a published_at', async ({ page }) => {
  const stamp = Date.now();
  const title = `E2E Published Article ${stamp}`;
  await openAsAdmin(page, '/admin/publications');
  await expect(publishedBox(page)).not.toBeChecked();
  await writeArticle(page, title, true);

  const created = await publicationTitled(title);
  expect(created?.data()).toMatchObject({
    author_id: demoAdmin.uid,
    is_published: true,
    category: 'Company News',
    excerpt: 'Written by the end-to-end test.',
    image_url: null,
  });
  expect(demoAdmin.uid).toBe('demo-admin');
  expect((created!.get('published_at') as Timestamp).toMillis()).toBeGreaterThan(stamp - 60_000);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');
});

test('a draft has no published_at until it is published, and keeps the first one afterwards', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `E2E Draft Article ${stamp}`;
  await openAsAdmin(page, '/admin/publications');
  await writeArticle(page, title, false);

  const draft = await publicationTitled(title);
  expect(draft?.get('is_published')).toBe(false);
  expect(draft?.get('published_at')).toBeNull();
  expect(draft?.get('author_id')).toBe(demoAdmin.uid);

  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await publishedBox(page).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Publication updated successfully')).toBeVisible();
  const publishedAt = (await draft!.ref.get()).get('published_at') as Timestamp;
  expect(publishedAt.toMillis()).toBeGreaterThan(stamp - 60_000);

  // Unpublishing and publishing again never moves the first publication date.
  for (const published of [false, true]) {
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await publishedBox(page).setChecked(published);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Publication updated successfully').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a Publication' })).toBeVisible();
    const again = await draft!.ref.get();
    expect(again.get('is_published')).toBe(published);
    expect((again.get('published_at') as Timestamp).isEqual(publishedAt)).toBe(true);
  }

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const popup = page.getByRole('dialog', { name: 'Move to the trash?' });
  await expect(popup).toContainText(
    'It goes to the trash for 30 days, and can be restored from there until then.',
  );
  await popup.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Publication deleted successfully')).toBeVisible();
  expect((await draft!.ref.get()).exists).toBe(false);
});

test('the publication form shows the domain messages under its fields', async ({ page }) => {
  await openAsAdmin(page, '/admin/publications');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  for (const message of ['Title is required', 'Content is required', 'Category is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
});
