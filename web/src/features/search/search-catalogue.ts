import { isTraining } from '@kigali/domain';
import type { CatalogueIndex } from '@kigali/domain';

type IndexedProduct = CatalogueIndex['products'][number];
type IndexedService = CatalogueIndex['services'][number];

/** Lower case without accents, so "cafe" finds "Café". */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a search, normalised; an empty or blank search has none. */
export const searchWords = (term: string) => normalise(term).split(/\s+/).filter(Boolean);

/** An item matches when every word of the search appears in its name, category or description. */
const matches = (words: readonly string[], fields: readonly string[]) => {
  const text = normalise(fields.join(' '));
  return words.every((word) => text.includes(word));
};

export type CatalogueResults<
  P extends IndexedProduct = IndexedProduct,
  S extends IndexedService = IndexedService,
> = {
  products: P[];
  services: S[];
  trainings: S[];
};

/**
 * Searches the catalogue index already on the device (so it works offline): products by name, category
 * name and description; services and trainings (services of the Training category) likewise, their
 * category found by its stored (English) name and by the name the page's language gives it.
 */
export function searchCatalogue<P extends IndexedProduct, S extends IndexedService>(
  term: string,
  catalogue: {
    products: readonly P[];
    categoryNames: ReadonlyMap<string, string>;
    services: readonly S[];
    /** A service category's name in the page's language. */
    serviceCategoryName?: (category: string) => string;
  },
): CatalogueResults<P, S> {
  const words = searchWords(term);
  if (words.length === 0) return { products: [], services: [], trainings: [] };
  const products = catalogue.products.filter((product) =>
    matches(words, [
      product.name,
      catalogue.categoryNames.get(product.category_id) ?? '',
      product.description,
    ]),
  );
  const services = catalogue.services.filter((service) =>
    matches(words, [
      service.name,
      service.category,
      catalogue.serviceCategoryName?.(service.category) ?? '',
      service.description,
    ]),
  );
  return {
    products,
    services: services.filter((service) => !isTraining(service)),
    trainings: services.filter(isTraining),
  };
}

/**
 * The part of a catalogue index that one search finds, and the names of its products' categories:
 * what the server sends with a search page instead of the whole index. Searching it again for the
 * same term finds the same items.
 */
export function matchesOf(
  term: string,
  index: CatalogueIndex,
  serviceCategoryName: (category: string) => string,
): CatalogueIndex {
  const results = searchCatalogue(term, {
    products: index.products,
    categoryNames: new Map(index.categories.map((category) => [category.id, category.name])),
    services: index.services,
    serviceCategoryName,
  });
  const shownCategories = new Set(results.products.map((product) => product.category_id));
  return {
    products: results.products,
    categories: index.categories.filter((category) => shownCategories.has(category.id)),
    services: [...results.services, ...results.trainings],
  };
}
