import { forPageLanguage, type Locale, type Product } from '@kigali/domain';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, loadLocale } from '@/i18n';
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

/** The page as its route renders it, with the product as the server's loader sends it in `locale`. */
async function renderProductIn(locale: Locale) {
  await loadLocale(locale);
  const ProductRoute = () => (
    <I18nProvider locale={locale}>
      <ProductDetailPage product={useLoaderData() as Product} categoryName={null} />
    </I18nProvider>
  );
  const Stub = createRoutesStub([
    { path: '/products/:slug', Component: ProductRoute, loader: () => forPageLanguage(camera, locale) },
  ]);
  render(<Stub initialEntries={['/products/dome-camera']} />);
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
