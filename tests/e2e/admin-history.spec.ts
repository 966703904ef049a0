import { expect, test, type Page } from '@playwright/test';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { demoEditor, openAs } from './support/sign-in';

/**
 * A product copied from a seeded one, under a new name and slug (with its claim). Other specs count
 * the seeded catalogue (and its categories): `remove` takes it away again.
 */
async function seedProduct(stamp: number) {
  const db = adminDb();
  const model = (await db.collection('products').limit(1).get()).docs[0]!;
  const ref = db.collection('products').doc(`e2e-history-${stamp}`);
  const slug = `e2e-history-${stamp}`;
  const name = `E2E History Camera ${stamp}`;
  const now = Timestamp.now();
  const { translations: _translations, updated_by: _by, restored_from: _from, ...fields } = model.data();
  await ref.set({
    ...fields,
    name,
    slug,
    description: 'As first written.',
    created_at: now,
    updated_at: now,
  });
  const claim = db.collection('slugs').doc(`products:${slug}`);
  await claim.set({ collection: 'products', doc_id: ref.id });
  const remove = () => Promise.all([ref.delete(), claim.delete()]);
  return { ref, slug, name, remove };
}

let seeded: { remove: () => Promise<unknown> } | null = null;
test.afterEach(async () => {
  await seeded?.remove();
  seeded = null;
});

/** Saves a new description through the form; the first save's toast may still show during the second. */
async function editDescription(page: Page, ref: DocumentReference, name: string, description: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expect.poll(async () => (await ref.get()).get('description')).toBe(description);
}

/** The former versions on the history screen, read again until the Function has kept `count`. */
async function expectVersions(page: Page, count: number) {
  const versions = page.getByRole('region', { name: 'Former versions' }).getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(versions).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return versions;
}

test('an editor sees what each save changed and restores a former version, the public page following', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const product = await seedProduct(Date.now());
  seeded = product;
  const { ref, slug, name } = product;
  await openAs(page, demoEditor, '/admin/products');
  await page.getByLabel('Search products by name or slug').fill(slug);
  await editDescription(page, ref, name, 'First edit of the description.');
  await editDescription(page, ref, name, 'Second edit of the description.');

  await page.getByRole('link', { name: `History of ${name}` }).click();
  await expect(page).toHaveURL(`/admin/history/products/${ref.id}`);
  await expect(page.getByRole('heading', { name: `History: ${name}` })).toBeVisible();
  const versions = await expectVersions(page, 2);

  // The newest former version is the first edit: the second changed its description.
  const firstEdit = versions.first();
  await expect(firstEdit).toContainText(`By ${demoEditor.email}`);
  await firstEdit.getByRole('button', { name: /^Show changes/ }).click();
  const changes = firstEdit.getByRole('table', { name: 'What the next version changed' });
  const description = changes.getByRole('row', { name: /Description/ });
  await expect(description).toContainText('First edit of the description.');
  await expect(description).toContainText('Second edit of the description.');
  // Stamps are not changes anyone made by hand.
  await expect(changes.getByRole('row', { name: /Updated/ })).toHaveCount(0);

  await firstEdit.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect.poll(async () => (await ref.get()).get('description')).toBe('First edit of the description.');

  // The restore is the newest change: the current version says so, and what it replaced is kept.
  // The screen reads the history again until the Function has kept the state the restore replaced.
  const after = versions;
  await expect(after).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Current version' })).toContainText(
    'Restored from a former version',
  );
  await after
    .first()
    .getByRole('button', { name: /^Show changes/ })
    .click();
  const restoreRow = after.first().getByRole('row', { name: /Description/ });
  await expect(restoreRow).toContainText('Second edit of the description.');
  await expect(restoreRow).toContainText('First edit of the description.');

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('main')).toContainText('First edit of the description.');

  await page.goto(`/admin/history/products/${ref.id}`);
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL('/admin/products');
});

test('the history of a deleted item says it is gone and links to the trash', async ({ page }) => {
  await openAs(page, demoEditor, '/admin/history/products/e2e-no-such-product');
  await expect(page.getByText('This item no longer exists.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the trash' }).click();
  await expect(page).toHaveURL('/admin/trash');
});
