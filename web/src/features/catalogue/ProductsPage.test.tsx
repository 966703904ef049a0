import type { Product } from '@kigali/domain';
import { infiniteQueryOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, PageCursor } from '@/data/paging';
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

/** Two pages of the list (two products, then one), and the total; each test can change them. */
const read = vi.hoisted(() => ({
  page: vi.fn<(categoryId: string | null, cursor: PageCursor | null) => Promise<Page<Product>>>(),
  count: vi.fn<(categoryId: string | null) => Promise<number | null>>(),
}));
vi.mock('@/data/products', () => ({
  productsPageQuery: (categoryId: string | null) =>
    infiniteQueryOptions({
      queryKey: ['products', 'pages', categoryId],
      initialPageParam: null as PageCursor | null,
      queryFn: ({ pageParam }) => read.page(categoryId, pageParam),
      getNextPageParam: (page: Page<Product>) => page.next,
    }),
  productsCountQuery: (categoryId: string | null) => ({
    queryKey: ['products', 'count', categoryId],
    queryFn: () => read.count(categoryId),
  }),
}));
vi.mock('@/data/product-categories', () => ({
  activeProductCategoriesQuery: () => ({
    queryKey: ['categories'],
    queryFn: async () => [
      { id: 'cat-cctv', name: 'CCTV Cameras', is_active: true },
      { id: 'cat-alarms', name: 'Alarm Systems', is_active: true },
    ],
  }),
}));

function renderPage(path = '/products') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const itemList = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; itemListElement?: unknown[] })
    .find((data) => data['@type'] === 'ItemList');

beforeEach(() => {
  read.page.mockImplementation(async (_categoryId, cursor) =>
    cursor === null
      ? { items: [product(1), product(2)], next: { value: 'x', id: 'p2' } }
      : { items: [product(3)], next: null },
  );
  read.count.mockResolvedValue(3);
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
    expect(read.page).toHaveBeenLastCalledWith(null, { value: 'x', id: 'p2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(itemList()?.itemListElement).toHaveLength(3);
  });

  it('offline, with no total to be had, still shows the products and leaves the total out', async () => {
    read.count.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 2 products$/);
  });

  it('shows the products when counting fails for another reason', async () => {
    read.count.mockRejectedValue(new Error('permission-denied'));
    renderPage();
    expect(await screen.findByText('Product 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 2 products$/);
  });

  it('asks Firestore for the category in the address, and for another one when a filter is pressed', async () => {
    read.page.mockImplementation(async (categoryId) => ({
      items: categoryId === 'cat-alarms' ? [product(7, 'cat-alarms')] : [product(1)],
      next: null,
    }));
    read.count.mockResolvedValue(1);
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
    read.page.mockResolvedValue({ items: [], next: null });
    read.count.mockResolvedValue(0);
    renderPage('/products?category=cat-alarms');
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });
});
