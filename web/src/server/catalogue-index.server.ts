import type { Locale } from '@kigali/domain/locales';
import { keptFor, type CatalogueIndex } from '@kigali/domain';
import { readActiveCategories } from './product-categories.server';
import { readAllProducts } from './products.server';
import { readAllServices } from './services.server';

/** The whole catalogue in one language, trimmed to what the search shows and the offline copy needs. */
export async function readCatalogueIndex(locale: Locale): Promise<CatalogueIndex> {
  const [products, categories, services] = await Promise.all([
    readAllProducts(locale),
    readActiveCategories(locale),
    readAllServices(locale),
  ]);
  return {
    products: products.map(({ id, slug, name, description, category_id, price, image_url }) => ({
      id,
      slug,
      name,
      description,
      category_id,
      price,
      image_url,
    })),
    categories: categories.map(({ id, name }) => ({ id, name })),
    services: services.map(({ id, slug, name, description, category, price_range, image_url }) => ({
      id,
      slug,
      name,
      description,
      category,
      price_range,
      image_url,
    })),
  };
}

/**
 * The index as the search page's server render reads it: each search is an address of its own,
 * which the CDN cannot answer from another's copy, so the index is kept a minute in the instance's
 * memory; searches for ever new terms cost the database one read of the catalogue a minute at most.
 */
export const readCatalogueIndexForSearch = keptFor(60_000, readCatalogueIndex);
