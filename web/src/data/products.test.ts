import type { Product, ProductCategory } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { productKeys, productSearchPrefix, withCategoryNames } from './products';
import { productFixture } from '@/test/fixtures';

const product = (id: string, category_id: string): Product => productFixture({ id, category_id });

describe('productSearchPrefix', () => {
  it('turns a search typed as a name or as a slug into the slug prefix it starts', () => {
    expect(productSearchPrefix('Dahua 8MP')).toBe('dahua-8mp');
    expect(productSearchPrefix('dahua-8mp')).toBe('dahua-8mp');
    expect(productSearchPrefix('  Hikvision ')).toBe('hikvision');
  });

  it('is empty for a search with nothing a slug can hold', () => {
    expect(productSearchPrefix('   ')).toBe('');
    expect(productSearchPrefix('!?')).toBe('');
  });
});

describe('productKeys', () => {
  it('gives searches that read the same one cache entry, under the admin key a save invalidates', () => {
    const typed = productKeys.adminPages({ categoryId: null, search: ' Dahua' });
    expect(typed).toEqual(productKeys.adminPages({ categoryId: null, search: 'dahua' }));
    expect(typed.slice(0, 2)).toEqual(productKeys.admin());
    expect(productKeys.adminCount({ categoryId: 'cat-cctv', search: '' }).slice(0, 2)).toEqual(
      productKeys.admin(),
    );
  });
});

describe('withCategoryNames', () => {
  it("joins each product's category name, null for a category that no longer exists", () => {
    const categories: ProductCategory[] = [{ id: 'cat-cctv', name: 'CCTV Cameras', is_active: false }];
    const joined = withCategoryNames([product('a', 'cat-cctv'), product('b', 'cat-gone')], categories);
    expect(joined.map((row) => row.category_name)).toEqual(['CCTV Cameras', null]);
  });
});
