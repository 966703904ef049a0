import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { extraProducts } from './support/extra-products';
import { demoEditor, openAs, openAsAdmin } from './support/sign-in';

const log = () => adminDb().collection('activity_log');

/** The entries shown, each one list item of the log. */
const entries = (page: Page) =>
  page.getByRole('region', { name: 'Changes, newest first' }).getByRole('listitem');

/**
 * 25 entries of an old day, written as the Functions write them: more than one page of 20, and a day
 * nothing else happened on, so the date filter alone keeps them.
 */
const PAGING_DAY = '2020-03-15';
const pagingEntries = Array.from({ length: 25 }, (_, index) => ({
  id: `e2e-activity-paging-${String(index).padStart(2, '0')}`,
  data: {
    at: Timestamp.fromDate(new Date(Date.UTC(2020, 2, 15, 10, index))),
    actor_uid: null,
    actor_email: null,
    collection: 'partners',
    doc_id: `e2e-activity-partner-${index}`,
    doc_label: `E2E paging partner ${String(index).padStart(2, '0')}`,
    action: 'update',
    fields: ['name'],
  },
}));

test.describe('the activity screen', () => {
  const product = extraProducts('e2e-activity-edit', 1, ['cat-networking']);
  test.beforeAll(async () => {
    await product.write();
    const batch = adminDb().batch();
    for (const { id, data } of pagingEntries) batch.set(log().doc(id), data);
    await batch.commit();
  });
  test.afterAll(async () => {
    await product.remove();
    const batch = adminDb().batch();
    for (const { id } of pagingEntries) batch.delete(log().doc(id));
    const edits = await log().where('doc_id', '==', product.ids[0]).get();
    for (const edit of edits.docs) batch.delete(edit.ref);
    await batch.commit();
  });

  test("an editor's edit shows in the admin's log with its fields, and the filters narrow it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [id] = product.ids;
    const [name] = product.names;
    await openAs(page, demoEditor, '/admin/products');
    await page.getByLabel('Search products by name or slug').fill(id!);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByLabel('Price (RWF)').fill('31337');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    // The Functions write the log after the save: wait for the entry before reading the screen. The
    // first trigger the Functions emulator runs loads its code first, which takes a busy machine longer.
    await expect
      .poll(async () => (await log().where('doc_id', '==', id).where('action', '==', 'update').get()).size, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await openAsAdmin(page, '/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const edit = entries(page).filter({ hasText: `Updated Products: ${name}` });
    // Written to Firestore by the test, the product's creation is the server's.
    const creation = entries(page).filter({ hasText: `System Created Products: ${name}` });
    await expect(creation).toBeVisible();
    await expect(edit).toContainText(`${demoEditor.email} Updated Products: ${name}`);
    await expect(edit).toContainText('Changed fields: price');
    await expect(edit.getByRole('link', { name: `History of ${name}` })).toHaveAttribute(
      'href',
      `/admin/history/products/${id}`,
    );

    // By user: only the editor's entries.
    await page.getByLabel('User', { exact: true }).selectOption({ label: demoEditor.email });
    await expect(edit).toBeVisible();
    await expect(creation).toHaveCount(0);
    for (const text of await entries(page).allInnerTexts()) expect(text).toContain(demoEditor.email);

    // By collection: the editor changed no partner.
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Partners' });
    await expect(page.getByText('No change matches these filters.')).toBeVisible();
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Products' });
    await expect(edit).toBeVisible();

    // By date: the day of the edit keeps it, an old day does not.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('From', { exact: true }).fill(PAGING_DAY);
    await page.getByLabel('To', { exact: true }).fill(PAGING_DAY);
    await expect(entries(page).first()).toContainText('E2E paging partner 24');
    await expect(edit).toHaveCount(0);
  });

  test('pages through the log 20 entries at a time, newest first', async ({ page }) => {
    await openAsAdmin(page, '/admin/activity');
    await page.getByLabel('From', { exact: true }).fill(PAGING_DAY);
    await page.getByLabel('To', { exact: true }).fill(PAGING_DAY);
    await expect(entries(page)).toHaveCount(20);
    await expect(entries(page).first()).toContainText('System Updated Partners: E2E paging partner 24');
    await expect(entries(page).first()).toContainText('Changed fields: name');
    await expect(page.getByText('Showing 20 changes')).toBeVisible();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(entries(page)).toHaveCount(25);
    await expect(entries(page).last()).toContainText('E2E paging partner 00');
    await expect(page.getByText('Showing 25 changes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // A range that ends before it starts is refused in the form.
    await page.getByLabel('To', { exact: true }).fill('2020-03-14');
    await expect(page.getByText('The end date is before the start date.')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
  });
});
