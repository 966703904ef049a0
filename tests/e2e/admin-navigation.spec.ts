import { expect, test, type Page } from '@playwright/test';
import { adminDb, uidOf } from './support/admin';
import { demoAdmin, openAsAdmin } from './support/sign-in';

/** The stored order, as the admin list shows it: order_index ascending. */
async function storedOrder() {
  const snapshot = await adminDb().collection('navigation_items').orderBy('order_index').get();
  return snapshot.docs.map((doc) => ({
    label: doc.get('label') as string,
    order_index: doc.get('order_index'),
  }));
}

const rowLabels = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Move .* up$/ }) })
    .getByRole('listitem')
    .locator('p.font-semibold');

test('moving an item swaps it with its neighbour and renumbers every item from 0 in the database', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = await storedOrder();
  await openAsAdmin(page, '/admin/navigation');
  await expect(rowLabels(page)).toHaveCount(before.length);

  const first = before[0]!.label;
  const last = before.at(-1)!.label;
  await expect(page.getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move ${last} down` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Move ${last} up` })).toBeEnabled();

  const moved = before[2]!.label;
  await page.getByRole('button', { name: `Move ${moved} up` }).click();
  await expect(page.getByText('Navigation order updated successfully')).toBeVisible();

  const expected = before.map((item) => item.label);
  [expected[1], expected[2]] = [expected[2]!, expected[1]!];
  const after = await storedOrder();
  expect(after.map((item) => item.label)).toEqual(expected);
  expect(after.map((item) => item.order_index)).toEqual(expected.map((_, index) => index));
  await expect(rowLabels(page)).toHaveText(expected);

  // And back down again: the original sequence, still numbered from 0.
  await page.getByRole('button', { name: `Move ${moved} down` }).click();
  await expect(page.getByText('Navigation order updated successfully').first()).toBeVisible();
  await expect(rowLabels(page)).toHaveText(before.map((item) => item.label));
  const restored = await storedOrder();
  expect(restored.map((item) => item.label)).toEqual(before.map((item) => item.label));
  expect(restored.map((item) => item.order_index)).toEqual(before.map((_, index) => index));
});

test('a new item goes last, active and top-level; only top-level items are offered as parents', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const db = adminDb();
  const items = await db.collection('navigation_items').get();
  const topLevel = items.docs.filter((doc) => doc.get('parent_id') === null).map((doc) => doc.get('label'));
  const children = items.docs.filter((doc) => doc.get('parent_id') !== null).map((doc) => doc.get('label'));
  expect(children.length).toBeGreaterThan(0);
  const label = `E2E Link ${Date.now()}`;
  await openAsAdmin(page, '/admin/navigation');

  await expect(page.getByLabel('Order')).toHaveValue(String(items.size));
  await expect(page.getByLabel('Active')).toBeChecked();
  const parentOptions = await page.getByLabel('Parent').locator('option').allTextContents();
  expect([...parentOptions].sort()).toEqual(['None (top level)', ...topLevel].sort());
  for (const child of children) expect(parentOptions).not.toContain(child);

  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Path').fill('/news');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Navigation item created successfully')).toBeVisible();

  const created = (await db.collection('navigation_items').where('label', '==', label).get()).docs[0];
  expect(created?.data()).toEqual({
    label,
    path: '/news',
    parent_id: null,
    order_index: items.size,
    is_active: true,
    updated_by: await uidOf(demoAdmin.email),
  });

  await page.getByRole('button', { name: `Edit ${label}` }).click();
  await page.getByLabel('Parent').selectOption({ label: topLevel[0] });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Navigation item updated successfully')).toBeVisible();
  expect((await created!.ref.get()).get('parent_id')).toBe(
    items.docs.find((doc) => doc.get('label') === topLevel[0])!.id,
  );

  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page
    .getByRole('dialog', { name: 'Move to the trash?' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByText('Navigation item deleted successfully')).toBeVisible();
  expect((await created!.ref.get()).exists).toBe(false);
});

test('the navigation form refuses an empty label and a path off the site', async ({ page }) => {
  await openAsAdmin(page, '/admin/navigation');
  await page.getByLabel('Path').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Label is required')).toBeVisible();
  await expect(page.getByText('Use a site path starting with /')).toBeVisible();
});
