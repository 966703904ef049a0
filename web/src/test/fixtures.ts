import type { Product, Service } from '@kigali/domain';

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

/** A valid service for unit tests: name it, and override only what the test is about. */
export const serviceFixture = (overrides: Partial<Service> & Pick<Service, 'id'>): Service => ({
  name: overrides.id,
  slug: overrides.id,
  description: 'A service.',
  image_url: null,
  category: 'Security Systems',
  features: [],
  price_range: { min: 0, max: 0 },
  created_at: null,
  updated_at: null,
  ...overrides,
});
