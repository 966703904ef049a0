import type { Product, Service } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { matchesOf, searchCatalogue, searchWords } from './search-catalogue';
import { productFixture, serviceFixture } from '@/test/fixtures';

const product = (name: string, category_id: string, description: string): Product =>
  productFixture({ id: name, name, slug: name.toLowerCase().replace(/\s+/g, '-'), category_id, description });

const service = (name: string, category: Service['category'], description: string): Service =>
  serviceFixture({ id: name, name, slug: name.toLowerCase().replace(/\s+/g, '-'), category, description });

const catalogue = {
  products: [
    product('Dome Camera', 'cat-cctv', 'Infrared night vision for shops.'),
    product('Gigabit Router', 'cat-networking', 'Five ports for small offices.'),
  ],
  categoryNames: new Map([
    ['cat-cctv', 'CCTV Cameras'],
    ['cat-networking', 'Networking'],
  ]),
  services: [
    service('Network Installation', 'Network Solutions', 'Cabling and Wi-Fi for offices.'),
    service('CCNA Course', 'Training', 'Networking fundamentals in the evening.'),
  ],
};

const names = (results: ReturnType<typeof searchCatalogue>) => ({
  products: results.products.map((item) => item.name),
  services: results.services.map((item) => item.name),
  trainings: results.trainings.map((item) => item.name),
});

describe('searchCatalogue', () => {
  it('finds a product by a word of its description, in any case', () => {
    expect(names(searchCatalogue('INFRARED', catalogue)).products).toEqual(['Dome Camera']);
  });

  it('finds items by their category name', () => {
    expect(names(searchCatalogue('networking', catalogue))).toEqual({
      products: ['Gigabit Router'],
      services: [],
      trainings: ['CCNA Course'],
    });
  });

  it('finds services by their category’s name in the page’s language too', () => {
    const french = { ...catalogue, serviceCategoryName: (category: string) => `${category} en français` };
    expect(names(searchCatalogue('francais', french)).services).toEqual(['Network Installation']);
    expect(names(searchCatalogue('francais', catalogue)).services).toEqual([]);
  });

  it('needs every word of the search to match', () => {
    expect(names(searchCatalogue('offices cabling', catalogue))).toEqual({
      products: [],
      services: ['Network Installation'],
      trainings: [],
    });
  });

  it('ignores accents', () => {
    expect(names(searchCatalogue('caméra', catalogue)).products).toEqual(['Dome Camera']);
  });

  it('finds nothing for a blank search or an unknown word', () => {
    expect(names(searchCatalogue('   ', catalogue))).toEqual({ products: [], services: [], trainings: [] });
    expect(names(searchCatalogue('submarine', catalogue))).toEqual({
      products: [],
      services: [],
      trainings: [],
    });
  });
});

describe('searchWords', () => {
  it('splits on any whitespace', () => {
    expect(searchWords('  Dome\tCamera ')).toEqual(['dome', 'camera']);
  });
});

describe('matchesOf', () => {
  const index = {
    products: catalogue.products,
    categories: [
      { id: 'cat-cctv', name: 'CCTV Cameras' },
      { id: 'cat-networking', name: 'Networking' },
    ],
    services: catalogue.services,
  };
  const sameName = (category: string) => category;

  it('keeps only what the term finds, and the categories of the products it keeps', () => {
    const matches = matchesOf('infrared', index, sameName);
    expect(matches.products.map((item) => item.name)).toEqual(['Dome Camera']);
    expect(matches.categories).toEqual([{ id: 'cat-cctv', name: 'CCTV Cameras' }]);
    expect(matches.services).toEqual([]);
  });

  it('finds, searched again with the same term, what the whole index finds', () => {
    const categoryNames = new Map(index.categories.map((category) => [category.id, category.name]));
    const whole = searchCatalogue('networking', { ...index, categoryNames });
    const matches = matchesOf('networking', index, sameName);
    const again = searchCatalogue('networking', {
      ...matches,
      categoryNames: new Map(matches.categories.map((category) => [category.id, category.name])),
    });
    expect(names(again)).toEqual(names(whole));
    expect(names(again).trainings).toEqual(['CCNA Course']);
  });

  it('keeps nothing for an empty term', () => {
    expect(matchesOf('  ', index, sameName)).toEqual({ products: [], categories: [], services: [] });
  });
});
