import { expect, test, type Page } from '@playwright/test';
import { extraProducts, productCount } from './support/extra-products';
import { waitForHydration } from './support/hydration';

const filters = (page: Page) => page.getByRole('group', { name: 'Filter products by category' });

/**
 * The public products list across pages, with 40 products more than the seed: they show on every
 * list, so this spec runs with no other beside it (playwright.config.ts).
 */
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
