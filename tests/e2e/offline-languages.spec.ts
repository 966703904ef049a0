import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { Catalogue, TRANSLATED } from './support/catalogue';
import { visitUntilOfflineReady } from './support/pwa';

/** Never opened before going offline, in any language. */
const NEVER_OPENED_PRODUCT = 'mikrotik-hex-gigabit-router';

/**
 * French and Kinyarwanda readers get the catalogue offline as English readers do: a returning visitor
 * who reads the site in their language goes offline and opens catalogue pages they never opened, in
 * that language; a page outside the catalogue they never opened is the offline page, in that language.
 */
for (const locale of TRANSLATED) {
  test(`a returning visitor in ${locale} browses the catalogue offline in that language, pages never opened included`, async ({
    page,
    context,
  }) => {
    const product = await adminDb().collection('products').where('slug', '==', NEVER_OPENED_PRODUCT).get();
    const translations = product.docs[0]?.get('translations') as Record<string, { name: string }> | undefined;
    const name = translations?.[locale]?.name;
    if (!name) throw new Error(`Seeded product ${NEVER_OPENED_PRODUCT} has no ${locale} name`);
    const t = new Catalogue(locale);

    await visitUntilOfflineReady(page, `/${locale}`);
    await context.setOffline(true);

    await page.goto(`/${locale}/products`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(
      page.getByRole('heading', { level: 1, name: t.translated('catalogue.products.title') }),
    ).toBeVisible();
    await expect(page.getByText(t.translated('pwa.offline'))).toBeVisible();

    await page.goto(`/${locale}/products/${NEVER_OPENED_PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto(`/${locale}/careers`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(
      page.getByRole('heading', { level: 1, name: t.translated('catalogue.notAvailableOffline') }),
    ).toBeVisible();
  });
}
