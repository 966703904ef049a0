import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { documentCount, extraDocuments } from './support/extra-documents';
import { openAsAdmin } from './support/sign-in';

/*
 * The services, job postings, partners and categories screens read their lists a page at a time
 * (25 a page) with the server's count. Each collection gets more documents than a page holds.
 */
const PAGE_SIZE = 25;

const services = extraDocuments('services', 'e2e-paging-service', 20, (index, createdAt) => ({
  name: `E2E Paging Service ${String(index).padStart(2, '0')}`,
  slug: `e2e-paging-service-${String(index).padStart(2, '0')}`,
  description: 'A service the paging tests add and remove.',
  category: index % 2 === 0 ? 'Training' : 'IT Consulting',
  features: [],
  price_range: { min: 0, max: 0 },
  image_url: null,
  created_at: createdAt,
  updated_at: createdAt,
}));

const postings = extraDocuments('job_postings', 'e2e-paging-posting', 25, (index, createdAt) => ({
  title: `E2E Paging Posting ${String(index).padStart(2, '0')}`,
  department: 'Engineering',
  location: 'Kigali, Rwanda',
  description: 'A posting the paging tests add and remove.',
  requirements: ['Patience'],
  responsibilities: ['Being paged'],
  // Inactive: the careers page lists active postings only.
  is_active: false,
  expires_at: null,
  created_at: createdAt,
}));

const partners = extraDocuments('partners', 'e2e-paging-partner', 25, (index, createdAt) => ({
  name: `E2E Paging Partner ${String(index).padStart(2, '0')}`,
  logo_url: '/images/seed/partners/partner-hikvision.webp',
  // Hidden: the home page strip shows active partners only.
  is_active: false,
  created_at: createdAt,
}));

// Named to sort after every seeded category: the screen lists them by name.
const categories = extraDocuments('product_categories', 'e2e-paging-category', 22, (index) => ({
  name: `Zz Paging Category ${String(index).padStart(2, '0')}`,
  is_active: false,
}));

const extras = [services, postings, partners, categories];
test.beforeAll(() => Promise.all(extras.map((extra) => extra.write())));
test.afterAll(() => Promise.all(extras.map((extra) => extra.remove())));

/** The list's rows (each has its Edit button), its "Showing X of Y" and its "Load more". */
function pagedList(page: Page) {
  return {
    rows: page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Edit / }) }),
    count: page.getByRole('status').filter({ hasText: /^Showing/ }),
    loadMore: page.getByRole('button', { name: 'Load more' }),
  };
}

/**
 * Opens an admin list of `collection` and checks it shows one page with the real total, then that
 * "Load more" brings the rest, with focus on the first new row.
 */
async function pageThrough(page: Page, path: string, collection: string, noun: string) {
  const total = await documentCount(collection);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  expect(total).toBeLessThanOrEqual(2 * PAGE_SIZE);
  await openAsAdmin(page, path);
  const list = pagedList(page);
  await expect(list.rows).toHaveCount(PAGE_SIZE);
  await expect(list.count).toHaveText(`Showing ${PAGE_SIZE} of ${total} ${noun}`);
  await list.loadMore.click();
  await expect(list.rows).toHaveCount(total);
  await expect(list.count).toHaveText(`Showing ${total} of ${total} ${noun}`);
  await expect(list.rows.nth(PAGE_SIZE)).toBeFocused();
  await expect(list.loadMore).toHaveCount(0);
  return { ...list, total };
}

test('services page with their total; the category filter and the search are applied by the query', async ({
  page,
}) => {
  const { rows, count } = await pageThrough(page, '/admin/services', 'services', 'services');
  await expect(rows.last()).toContainText('E2E Paging Service 19');

  // A name typed in the search box matches the start of the slug, across every service.
  await expect(
    page.getByText('Finds services and trainings whose name or slug starts with what you type.'),
  ).toBeVisible();
  await page.getByLabel('Search services by name or slug').fill('E2E Paging Service');
  await expect(count).toHaveText('Showing 20 of 20 services');
  await expect(rows.first()).toContainText('E2E Paging Service 00');

  await page.getByLabel('Filter by category').selectOption('Training');
  await expect(count).toHaveText('Showing 10 of 10 services');
  await expect(rows.filter({ hasText: 'IT Consulting' })).toHaveCount(0);

  await page.getByLabel('Search services by name or slug').fill('');
  const trainings = (
    await adminDb().collection('services').where('category', '==', 'Training').count().get()
  ).data().count;
  await expect(count).toHaveText(`Showing ${Math.min(PAGE_SIZE, trainings)} of ${trainings} services`);
});

test('job postings page with their total, and a save refreshes every page loaded', async ({ page }) => {
  const { rows, count, total } = await pageThrough(page, '/admin/jobs', 'job_postings', 'job postings');
  const id = postings.ids[24]!;
  const title = 'E2E Paging Posting 24';
  await expect(rows.last()).toContainText(title);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Job posting updated successfully')).toBeVisible();

  // The second page was read again: the edit shows there, and nothing left the list.
  await expect(rows.last()).toContainText(`${title} edited`);
  await expect(rows).toHaveCount(total);
  await expect(count).toHaveText(`Showing ${total} of ${total} job postings`);
  expect((await adminDb().collection('job_postings').doc(id).get()).get('title')).toBe(`${title} edited`);
});

test('partners page with their total, and a delete refreshes the pages and the total', async ({ page }) => {
  const { rows, count, total } = await pageThrough(page, '/admin/partners', 'partners', 'partners');
  const partner = 'E2E Paging Partner 24';
  await expect(rows.last()).toContainText(partner);

  await page.getByRole('button', { name: `Delete ${partner}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Partner deleted successfully')).toBeVisible();

  await expect(rows.filter({ hasText: partner })).toHaveCount(0);
  await expect(rows).toHaveCount(total - 1);
  await expect(count).toHaveText(`Showing ${total - 1} of ${total - 1} partners`);
  expect((await adminDb().collection('partners').doc(partners.ids[24]!).get()).exists).toBe(false);
});

test('categories page by name with their total and product counts, and showing one refreshes its row', async ({
  page,
}) => {
  const { rows, total } = await pageThrough(page, '/admin/categories', 'product_categories', 'categories');
  const last = 'Zz Paging Category 21';
  const row = rows.filter({ hasText: last });
  await expect(rows.last()).toContainText(last);
  // The rows of the second page are counted too.
  await expect(row).toContainText('0 products');
  await expect(row).toContainText('Hidden');

  await page.getByRole('button', { name: `Show ${last}` }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(row.getByRole('button', { name: `Hide ${last}` })).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(rows).toHaveCount(total);
  expect(
    (await adminDb().collection('product_categories').doc(categories.ids[21]!).get()).get('is_active'),
  ).toBe(true);
});
