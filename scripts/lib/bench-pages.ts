/**
 * The public pages `npm run bench` measures, in one list: Lighthouse, the weights and the first
 * presses all name their pages from it.
 */
import { localizedPath, TRANSLATED_LOCALES } from '@kigali/domain/locales';

export type BenchPage = { key: PageKey; label: string; path: string };
export type PageKey = 'home' | 'fr' | 'rw' | 'products' | 'product' | 'careers';

/** The home page in each language: each held to the home page's budgets. */
export const HOME_KEYS: PageKey[] = ['home', ...TRANSLATED_LOCALES];

/** The newest product's page stands for the product pages (its description has See More). */
export function benchPages(newestProductSlug: string): BenchPage[] {
  return [
    { key: 'home', label: '/', path: '/' },
    ...TRANSLATED_LOCALES.map((locale) => ({
      key: locale,
      label: localizedPath(locale, '/'),
      path: localizedPath(locale, '/'),
    })),
    { key: 'products', label: '/products', path: '/products' },
    { key: 'product', label: 'product page', path: `/products/${newestProductSlug}` },
    { key: 'careers', label: '/careers', path: '/careers' },
  ];
}
