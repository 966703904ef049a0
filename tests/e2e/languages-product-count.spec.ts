import { groupedWhole } from '@kigali/domain/number-text';
import { expect, test, type Page } from '@playwright/test';
import { Catalogue, TRANSLATED } from './support/catalogue';
import { extraProducts, productCount } from './support/extra-products';

/**
 * The products page's count in each translated language, written with the language's thousands
 * separator. It needs a thousand products more than the seed, which every list shows while they
 * exist, so this spec runs with no other beside it (playwright.config.ts).
 */

const main = (page: Page) => page.getByRole('main');

for (const locale of TRANSLATED) {
  test.describe(`in ${locale}`, () => {
    const t = new Catalogue(locale);
    const at = (path: string) => `/${locale}${path === '/' ? '' : path}`;

    test('the products page: heading, filter and the count with the thousands separator', async ({
      page,
    }) => {
      // A thousand products more than the seed, so the count needs a thousands separator.
      const extras = [
        extraProducts(`e2e-${locale}-thousand-a`, 500, ['cat-cctv']),
        extraProducts(`e2e-${locale}-thousand-b`, 500, ['cat-cctv']),
      ];
      try {
        for (const extra of extras) await extra.write();
        const total = await productCount();
        await page.goto(at('/products'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(
          main(page).getByRole('heading', { level: 1, name: t.translated('catalogue.products.title') }),
        ).toBeVisible();
        await expect(main(page).getByText(t.translated('catalogue.products.intro'))).toBeVisible();
        await expect(
          main(page).getByRole('button', { name: t.translated('catalogue.products.all') }),
        ).toBeVisible();
        const counted = t.translated('paging.products.ofTotal', {
          shownText: groupedWhole(24, locale),
          total,
          totalText: groupedWhole(total, locale),
        });
        // Written with the language's thousands separator (domain/src/number-text.ts), not English's comma.
        expect(total).toBeGreaterThanOrEqual(1000);
        const status = main(page).getByRole('status').filter({ hasText: counted });
        await expect(status).toHaveText(counted);
        // Character for character: Playwright's text match takes any space for any (French's is U+202F).
        expect(await status.textContent()).toBe(counted);
        await expect(main(page).getByRole('button', { name: t.translated('paging.loadMore') })).toBeVisible();
      } finally {
        for (const extra of extras) await extra.remove();
      }
    });
  });
}
