import { expect, test, type Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, uidOf } from './support/admin';
import { extraProducts, productCount } from './support/extra-products';
import { demoAdmin, openAsAdmin } from './support/sign-in';

const SEED_IMAGE = '/images/seed/products/hikvision-4mp-dome-camera.webp';

const productBySlug = async (slug: string) =>
  (await adminDb().collection('products').where('slug', '==', slug).get()).docs;

/** The image URL field; file uploads are switched off where the Storage emulator does not run. */
async function giveImageUrl(page: Page, url: string) {
  const byUrl = page.getByRole('radio', { name: 'Use an image URL' });
  if (!(await byUrl.isChecked())) await byUrl.check();
  await page.getByLabel('Image URL', { exact: true }).fill(url);
}

test('an admin creates, edits and deletes a product, and the public product page follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `E2E Dome Camera ${stamp}`;
  const slug = `e2e-dome-camera-${stamp}`;
  await openAsAdmin(page, '/admin/products');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'CCTV Cameras' });
  await page.getByLabel('Description').fill('A dome camera created by the end-to-end test.');
  await page.getByLabel('Price (RWF)').fill('1234567');
  await expect(page.getByLabel('Stock Status')).toHaveValue('in_stock');
  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByLabel('Specification 1 name').fill('Resolution');
  await page.getByLabel('Specification 1 value').fill('4 MP');
  await giveImageUrl(page, SEED_IMAGE);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();

  const [created] = await productBySlug(slug);
  expect(created?.data()).toMatchObject({
    name,
    category_id: 'cat-cctv',
    price: 1234567,
    currency: 'RWF',
    stock_status: 'in_stock',
    specifications: { Resolution: '4 MP' },
    image_url: SEED_IMAGE,
  });
  const createdAt = created!.get('created_at') as Timestamp;
  expect(createdAt.toMillis()).toBeGreaterThan(stamp - 60_000);

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('CCTV Cameras');
  await expect(row).toContainText('RWF 1,234,567');
  await expect(row.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  // The form went back to create mode, empty.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('RWF 1234567.00')).toBeVisible();

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel('Specification 1 value')).toHaveValue('4 MP');
  await page.getByLabel('Price (RWF)').fill('1500000');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('RWF 1,500,000');

  const [updated] = await productBySlug(slug);
  expect(updated?.get('price')).toBe(1500000);
  expect((updated!.get('created_at') as Timestamp).isEqual(createdAt)).toBe(true);
  expect((updated!.get('updated_at') as Timestamp).toMillis()).toBeGreaterThan(createdAt.toMillis());

  await page.goto(`/products/${slug}`);
  await expect(page.getByText('RWF 1500000.00')).toBeVisible();

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to the trash?' });
  await expect(dialog).toContainText(
    'It goes to the trash for 30 days, and can be restored from there until then.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await productBySlug(slug)).toHaveLength(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect(await productBySlug(slug)).toHaveLength(0);

  await page.goto(`/products/${slug}`);
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('a slug another product uses is refused under the field and nothing is written', async ({ page }) => {
  const description = `The same slug as a seeded product (${Date.now()}).`;
  await openAsAdmin(page, '/admin/products');
  await page.getByLabel('Name', { exact: true }).fill('Hikvision 4MP Dome Camera');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('hikvision-4mp-dome-camera');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'CCTV Cameras' });
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Price (RWF)').fill('1000');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(
    page.getByText('Another product already uses this slug. Choose a different one.'),
  ).toBeVisible();
  await expect(page.getByLabel('Slug', { exact: true })).toBeFocused();
  expect((await adminDb().collection('products').where('description', '==', description).get()).size).toBe(0);
});

test('the product list searches by name or slug and filters by category @phone', async ({ page }) => {
  await openAsAdmin(page, '/admin/products');
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows.filter({ hasText: 'Hikvision 4MP Dome Camera' })).toBeVisible();

  await page.getByLabel('Search products by name or slug').fill('dahua-8mp');
  await expect(rows.filter({ hasText: 'Dahua 8MP Bullet Camera' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Hikvision 4MP Dome Camera' })).toHaveCount(0);

  await page.getByLabel('Search products by name or slug').fill('');
  await page.getByLabel('Filter by category').selectOption({ label: 'Networking' });
  await expect(rows.filter({ hasText: 'Hikvision 4MP Dome Camera' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the form warns before leaving with unsaved changes', async ({ page }) => {
  await openAsAdmin(page, '/admin/products');
  await page.getByLabel('Name', { exact: true }).fill('Half-typed product');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have unsaved changes. Leave this page and lose them?');
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Half-typed product');
});

test('an uploaded image file is stored under product-images/, kept in the trash and removed by the purge', async ({
  page,
}) => {
  test.skip(
    process.env.KIGALI_STORAGE_EMULATOR !== '1',
    'Storage emulator not available on this machine: its rules runtime jar cannot be downloaded here, so uploads are off (image URLs are tested above).',
  );
  const stamp = Date.now();
  const name = `E2E Upload ${stamp}`;
  await openAsAdmin(page, '/admin/products');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'CCTV Cameras' });
  await page.getByLabel('Description').fill('A product whose image is an uploaded file.');
  await page.getByLabel('Price (RWF)').fill('5000');
  await page.getByRole('radio', { name: 'Upload a file' }).check();
  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();

  const [created] = await productBySlug(`e2e-upload-${stamp}`);
  const imageUrl = created?.get('image_url') as string;
  expect(decodeURIComponent(imageUrl)).toMatch(/\/o\/product-images\/\d+-[a-z0-9]+\.png\?/);
  expect((await fetch(imageUrl)).ok).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  // In the trash the product may come back, so its image stays until the purge deletes the entry
  // (as the scheduled purge and `npm run trash:purge` do).
  const entry = adminDb().collection('trash').doc(`products:${created!.id}`);
  await expect.poll(async () => (await entry.get()).exists).toBe(true);
  expect((await fetch(imageUrl)).ok).toBe(true);
  await entry.delete();
  await expect.poll(async () => (await fetch(imageUrl)).status).toBe(404);
});

test('product categories: create, offered in the product form while active, delete refused while in use', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Drones ${Date.now()}`;
  const categoryOptions = () => page.getByLabel('Category', { exact: true }).locator('option');
  await openAsAdmin(page, '/admin/categories');

  await page.getByLabel('Name', { exact: true }).fill('networking');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('A category with this name already exists')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 products');
  const stored = await adminDb().collection('product_categories').where('name', '==', name).get();
  // Stamped with its author, as every content write is.
  expect(stored.docs[0]?.data()).toEqual({ name, is_active: true, updated_by: await uidOf(demoAdmin.email) });

  await page.goto('/admin/products');
  await expect(categoryOptions().filter({ hasText: name })).toHaveCount(1);

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(row).toContainText('Hidden');
  expect((await stored.docs[0]!.ref.get()).get('is_active')).toBe(false);
  await page.goto('/admin/products');
  await expect(categoryOptions().filter({ hasText: 'Networking' })).toHaveCount(1);
  await expect(categoryOptions().filter({ hasText: name })).toHaveCount(0);

  const inUse = (
    await adminDb().collection('products').where('category_id', '==', 'cat-cctv').count().get()
  ).data().count;
  expect(inUse).toBeGreaterThan(0);
  await page.goto('/admin/categories');
  // Each category shows its product count, read with a count query per category.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'CCTV Cameras' }).getByText(`${inUse} products`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete CCTV Cameras' }).click();
  await expect(
    page.getByText(`This category still has ${inUse} products. Move or delete them first.`),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await adminDb().collection('product_categories').doc('cat-cctv').get()).exists).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Move to the trash?' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await stored.docs[0]!.ref.get()).exists).toBe(false);
});

test.describe('paging', () => {
  // 40 more products than the seed, so the list has more than one page of 25.
  const extra = extraProducts('e2e-admin-paging', 40, ['cat-networking', 'cat-alarms']);
  test.beforeAll(() => extra.write());
  test.afterAll(() => extra.remove());

  test('the list pages with the real total; search and category are applied by the query', async ({
    page,
  }) => {
    const total = await productCount();
    expect(total).toBeGreaterThan(50);
    await openAsAdmin(page, '/admin/products');
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Edit / }) });
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(rows).toHaveCount(25);
    await expect(count).toHaveText(`Showing 25 of ${total} products`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(50);
    await expect(count).toHaveText(`Showing 50 of ${total} products`);
    await expect(rows.nth(25)).toBeFocused();

    // A name typed in the search box matches the start of the slug, across the whole catalogue.
    const search = page.getByLabel('Search products by name or slug');
    await search.fill('E2E Admin Paging');
    await expect(count).toHaveText('Showing 25 of 40 products');
    await expect(rows.first()).toContainText('e2e admin paging 00');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(40);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByLabel('Filter by category').selectOption({ label: 'Alarm Systems' });
    await expect(count).toHaveText('Showing 20 of 20 products');
    await expect(rows.filter({ hasText: 'Networking' })).toHaveCount(0);

    await search.fill('');
    const alarms = await productCount('cat-alarms');
    await expect(count).toHaveText(`Showing ${Math.min(25, alarms)} of ${alarms} products`);
  });

  test('an edit refreshes the paged list', async ({ page }) => {
    await openAsAdmin(page, '/admin/products');
    await page.getByLabel('Search products by name or slug').fill(extra.ids[3]!);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: extra.names[3]! });
    await expect(row).toContainText('RWF 10,003');
    await page.getByRole('button', { name: `Edit ${extra.names[3]}` }).click();
    await page.getByLabel('Price (RWF)').fill('77777');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(row).toContainText('RWF 77,777');
  });
});
