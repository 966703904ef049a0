import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { Catalogue, TRANSLATED } from './support/catalogue';
import { visitUntilOfflineReady } from './support/pwa';

/** Never opened before going offline, in any language. */
const NEVER_OPENED_PRODUCT = 'mikrotik-hex-gigabit-router';

/**
 * French and Kinyarwanda pages work offline as the English ones do: a visitor who has only ever
 * opened the English home page goes offline and opens pages in the other languages. Their
 * prerendered pages come from the service worker's precache, and a detail page that was never
 * prerendered is built by the app from the cached catalogue, in the page's language.
 */
test('pages in French and Kinyarwanda open offline, in their language, without having been visited', async ({
  page,
  context,
}) => {
  const product = await adminDb().collection('products').where('slug', '==', NEVER_OPENED_PRODUCT).get();
  const translations = product.docs[0]?.get('translations') as Record<string, { name: string }> | undefined;
  if (!translations) throw new Error(`Seeded product ${NEVER_OPENED_PRODUCT} has no translations`);

  await visitUntilOfflineReady(page);
  await context.setOffline(true);

  for (const locale of TRANSLATED) {
    const t = new Catalogue(locale);
    await page.goto(`/${locale}/careers`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: t.translated('careers.title') })).toBeVisible();
    await expect(page.getByText(t.translated('pwa.offline'))).toBeVisible();

    await page.goto(`/${locale}/products`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.translated('catalogue.products.title') }),
    ).toBeVisible();

    const name = translations[locale]?.name ?? '';
    await page.goto(`/${locale}/products/${NEVER_OPENED_PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});
