import type { Product } from '@kigali/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsPage } from './ProductsPage';
import { productFixture } from '@/test/fixtures';

const product = (index: number, category_id = 'cat-cctv'): Product =>
  productFixture({
    id: `p${index}`,
    name: `Product ${index}`,
    slug: `product-${index}`,
    category_id,
    price: 1000 + index,
  });

/** The route's data for an address: a page of the list, the total and the filters, as the server sends it. */
const read = vi.hoisted(() => ({
  page: vi.fn<
    (categoryId: string | null, after: string | null) => { items: Product[]; next: string | null }
  >(),
  count: vi.fn<(categoryId: string | null) => number | null>(),
}));

const categories = [
  { id: 'cat-cctv', name: 'CCTV Cameras', is_active: true },
  { id: 'cat-alarms', name: 'Alarm Systems', is_active: true },
];

function renderPage(path = '/products') {
  const Stub = createRoutesStub([
    {
      path: '/products',
      Component: ProductsRoute,
      loader: ({ request }) => {
        const params = new URL(request.url).searchParams;
        const categoryId = params.get('category');
        const after = params.get('after');
        return {
          categoryId,
          page: read.page(categoryId, after),
          total: after ? null : read.count(categoryId),
          categories: after ? [] : categories,
        };
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** The page as its route renders it, with the loader's data. */
function ProductsRoute() {
  return <ProductsPage {...(useLoaderData() as ComponentProps<typeof ProductsPage>)} />;
}

const itemList = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; itemListElement?: unknown[] })
    .find((data) => data['@type'] === 'ItemList');

beforeEach(() => {
  read.page.mockImplementation((_categoryId, after) =>
    after === null
      ? { items: [product(1), product(2)], next: 'cursor-p2' }
      : { items: [product(3)], next: null },
  );
  read.count.mockReturnValue(3);
});

describe('ProductsPage', () => {
  it('shows the first page with the real total; Load more appends the next page', async () => {
    renderPage();
    expect(await screen.findByText('Showing 2 of 3 products')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(itemList()?.itemListElement).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Product 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 products');
    expect(read.page).toHaveBeenLastCalledWith(null, 'cursor-p2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(itemList()?.itemListElement).toHaveLength(3);
  });

  it('with no total to be had (the count failed), still shows the products and leaves the total out', async () => {
    read.count.mockReturnValue(null);
    renderPage();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 2 products$/);
  });

  it('asks for the category in the address, and for another one when a filter is pressed', async () => {
    read.page.mockImplementation((categoryId) => ({
      items: categoryId === 'cat-alarms' ? [product(7, 'cat-alarms')] : [product(1)],
      next: null,
    }));
    read.count.mockReturnValue(1);
    renderPage('/products?category=cat-cctv');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(read.page).toHaveBeenCalledWith('cat-cctv', null);
    expect(read.count).toHaveBeenCalledWith('cat-cctv');

    const filters = screen.getByRole('group', { name: 'Filter products by category' });
    await userEvent.setup().click(await within(filters).findByRole('button', { name: 'Alarm Systems' }));
    expect(await screen.findByText('Product 7')).toBeInTheDocument();
    expect(read.page).toHaveBeenCalledWith('cat-alarms', null);
    expect(screen.queryByText('Product 1')).toBeNull();
  });

  it('says so when a category has no products', async () => {
    read.page.mockReturnValue({ items: [], next: null });
    read.count.mockReturnValue(0);
    renderPage('/products?category=cat-alarms');
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });
});
