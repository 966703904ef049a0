import type { Locale, Product } from '@kigali/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ProductsModule from '@/data/products';
import { loadLocale } from '@/i18n';
import { productFixture } from '@/test/fixtures';
import { ProductDetailPage } from './ProductDetailPage';

const camera: Product = productFixture({
  id: 'cam',
  name: 'Dome Camera',
  slug: 'dome-camera',
  specifications: { Resolution: '4 MP', 'Night Vision': 'Up to 30 m IR' },
  translations: {
    fr: { name: 'Caméra dôme', specifications: { Résolution: '4 MP', 'Vision de nuit': 'Jusqu’à 30 m' } },
    rw: { name: 'Kamera ya dome' },
  },
});

// The stored product, read through the real query's `select`: what the page shows is what the domain's
// inLanguage makes of it.
vi.mock('@/data/products', async (importOriginal) => {
  const original = await importOriginal<typeof ProductsModule>();
  return {
    ...original,
    productBySlugQuery: (slug: string, locale?: Locale) => ({
      ...original.productBySlugQuery(slug, locale),
      queryFn: async () => (slug === camera.slug ? camera : null),
    }),
  };
});
vi.mock('@/data/product-categories', () => ({
  activeProductCategoriesQuery: () => ({ queryKey: ['categories'], queryFn: async () => [] }),
}));

async function renderProductIn(locale: Locale) {
  await loadLocale(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/products/dome-camera']}>
        <Routes>
          <Route path="/products/:slug" element={<ProductDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

/** The specifications table: each row's name and value, and the table's language. */
function specificationsTable() {
  const table = screen.getByRole('table');
  return {
    rows: within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    lang: table.getAttribute('lang'),
  };
}

afterEach(() => loadLocale('en'));

describe('ProductDetailPage specifications', () => {
  it('shows the English specifications on the English page', async () => {
    await renderProductIn('en');
    expect(specificationsTable()).toEqual({
      rows: [
        ['Resolution', '4 MP'],
        ['Night Vision', 'Up to 30 m IR'],
      ],
      lang: null,
    });
  });

  it('shows the translated names and values on a page in a language that has them', async () => {
    await renderProductIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Caméra dôme');
    expect(specificationsTable()).toEqual({
      rows: [
        ['Résolution', '4 MP'],
        ['Vision de nuit', 'Jusqu’à 30 m'],
      ],
      lang: null,
    });
  });

  it('shows the English specifications, marked as English, where the language has none', async () => {
    await renderProductIn('rw');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kamera ya dome');
    expect(specificationsTable()).toEqual({
      rows: [
        ['Resolution', '4 MP'],
        ['Night Vision', 'Up to 30 m IR'],
      ],
      lang: 'en',
    });
  });
});
