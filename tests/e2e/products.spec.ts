import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@kigali/domain';
import { productCount } from './support/extra-products';

const filters = (page: Page) => page.getByRole('group', { name: 'Filter products by category' });

test('the filter row has All Products and the active categories by name; a filter changes the list @phone', async ({
  page,
}) => {
  // The first page of the catalogue, and of one category, as the database holds them now.
  const firstPage = (count: number) => Math.min(count, LIMITS.productsPageSize);
  const [all, alarms] = await Promise.all([productCount(), productCount('cat-alarms')]);
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
  await expect(cards).toHaveCount(firstPage(all));
  await expect(page.getByRole('link', { name: 'Hikvision 4MP Dome Camera' })).toBeVisible();

  await filters(page).getByRole('button', { name: 'Alarm Systems' }).click();
  await expect(filters(page).getByRole('button', { name: 'Alarm Systems' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(firstPage(alarms));
  await expect(page.getByRole('link', { name: 'Ajax StarterKit Wireless Alarm' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hikvision 4MP Dome Camera' })).toHaveCount(0);
  await expect(page).toHaveURL(/\?category=cat-alarms$/);

  await filters(page).getByRole('button', { name: 'All Products' }).click();
  await expect(cards).toHaveCount(firstPage(all));
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
