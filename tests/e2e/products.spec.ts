import { expect, test, type Page } from '@playwright/test';
import { extraProducts, productCount } from './support/extra-products';
import { waitForHydration } from './support/hydration';

const filters = (page: Page) => page.getByRole('group', { name: 'Filter products by category' });

test('the filter row has All Products and the active categories by name; a filter changes the list @phone', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(filters(page).getByRole('button')).toHaveText([
    'All Products',
    'Access Control',
    'Alarm Systems',
    'CCTV Cameras',
    'Intercom & PABX',
    'Networking',
  ]);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(16);
  await expect(page.getByRole('link', { name: 'Hikvision 4MP Dome Camera' })).toBeVisible();

  await filters(page).getByRole('button', { name: 'Alarm Systems' }).click();
  await expect(filters(page).getByRole('button', { name: 'Alarm Systems' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Ajax StarterKit Wireless Alarm' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hikvision 4MP Dome Camera' })).toHaveCount(0);
  await expect(page).toHaveURL(/\?category=cat-alarms$/);

  await filters(page).getByRole('button', { name: 'All Products' }).click();
  await expect(cards).toHaveCount(16);
});

test('a product page shows every field, the clamp toggle and the chat link @phone', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('link', { name: 'Hikvision 4MP Dome Camera' }).click();
  await expect(page).toHaveURL(/\/products\/hikvision-4mp-dome-camera$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hikvision 4MP Dome Camera' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hikvision 4MP Dome Camera' })).toBeVisible();
  await expect(page).toHaveTitle(/Hikvision 4MP Dome Camera/);

  const details = page.locator('dl');
  await expect(details.getByText('Category')).toBeVisible();
  await expect(details.getByText('CCTV Cameras')).toBeVisible();
  await expect(details.getByText('Stock Status')).toBeVisible();
  await expect(details.getByText('In Stock')).toBeVisible();
  await expect(details.getByText('Price')).toBeVisible();
  await expect(details.getByText('RWF 85000.00')).toBeVisible();
  await expect(details.getByText('KTS-CAM-001')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Resolution 4 MP' })).toBeVisible();

  // The description is longer than 100 characters: clamped, with the toggle.
  const toggle = page.getByRole('button', { name: 'See More' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');

  const chat = page.getByRole('link', { name: /Buy Now-Chat with Us/ });
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await chat.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/250788123456');
  const message = href.searchParams.get('text') ?? '';
  expect(message).toContain('Hikvision 4MP Dome Camera');
  expect(message).toContain('RWF 85000.00');
  expect(message).toMatch(/^Hello Kigali Tech Solutions, I would like to buy/);

  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = structured.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  expect(product.offers.availability).toBe('https://schema.org/InStock');
  expect(product.offers.price).toBe('85000.00');
});

test('a short description has no toggle, and other stock statuses show their label', async ({ page }) => {
  await page.goto('/products/ajax-motionprotect-pir-detector');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ajax MotionProtect PIR Detector' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'See More' })).toHaveCount(0);
  await expect(page.locator('dl').getByText('Out of Stock')).toBeVisible();
});

test('an unknown slug shows "Product not found"', async ({ page }) => {
  await page.goto('/products/no-such-product');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test.describe('paging', () => {
  // 40 more products than the seed, so the whole list has three pages and Networking two.
  const extra = extraProducts('e2e-paging', 40, ['cat-networking', 'cat-networking', 'cat-alarms']);
  test.beforeAll(() => extra.write());
  test.afterAll(() => extra.remove());

  test('the list shows a page with the real total, and Load more appends the next page', async ({ page }) => {
    const total = await productCount();
    expect(total).toBeGreaterThan(48);
    await page.goto('/products');
    await waitForHydration(page);
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(cards).toHaveCount(24);
    await expect(count).toHaveText(`Showing 24 of ${total} products`);
    await expect(page.getByRole('link', { name: extra.names.at(-1) })).toHaveCount(0);

    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(48);
    await expect(count).toHaveText(`Showing 48 of ${total} products`);
    // Focus goes to the first new product, not back to the top of the page.
    await expect(
      main
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
        .nth(24),
    ).toBeFocused();
    for (let shown = 48; shown < total; shown += 24) {
      await expect(cards).toHaveCount(shown);
      await loadMore.click();
    }
    await expect(cards).toHaveCount(total);
    await expect(count).toHaveText(`Showing ${total} of ${total} products`);
    await expect(page.getByRole('link', { name: extra.names.at(-1) })).toBeVisible();
    await expect(loadMore).toHaveCount(0);

    // The structured data lists the products shown.
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = structured.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(total);
  });

  test('a category is filtered by the query: its own total and pages, kept in the address', async ({
    page,
  }) => {
    const networking = await productCount('cat-networking');
    expect(networking).toBeGreaterThan(24);
    await page.goto('/products?category=cat-networking');
    await expect(filters(page).getByRole('button', { name: 'Networking' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(count).toHaveText(`Showing 24 of ${networking} products`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(networking);
    await expect(page.getByRole('link', { name: 'Ajax StarterKit Wireless Alarm' })).toHaveCount(0);

    await filters(page).getByRole('button', { name: 'Alarm Systems' }).click();
    await expect(page).toHaveURL(/\?category=cat-alarms$/);
    const alarms = await productCount('cat-alarms');
    await expect(count).toHaveText(`Showing ${Math.min(24, alarms)} of ${alarms} products`);
  });
});
