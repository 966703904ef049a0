import type { Product } from '@kigali/domain';

/** A valid product for unit tests: name it, and override only what the test is about. */
export const productFixture = (overrides: Partial<Product> & Pick<Product, 'id'>): Product => ({
  name: overrides.id,
  slug: overrides.id,
  category_id: 'cat-cctv',
  description: 'A product.',
  price: 1000,
  stock_status: 'in_stock',
  specifications: {},
  image_url: null,
  currency: 'RWF',
  created_at: null,
  updated_at: null,
  ...overrides,
});
