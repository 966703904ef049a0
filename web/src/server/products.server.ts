import { LIMITS, productEntity, type Locale, type Product } from '@kigali/domain';
import { parseDocument, parseDocuments } from './documents.server';
import { publicDb, readQuery, readCount } from './firestore.server';
import { readPage, type Page } from './paging.server';

const products = () => publicDb().collection('products');

const inCategory = (categoryId: string | null) =>
  categoryId ? products().where('category_id', '==', categoryId) : products();

/** The newest products, for the home page. */
export async function readFeaturedProducts(locale: Locale): Promise<Product[]> {
  const snapshot = await readQuery(products().orderBy('created_at', 'desc').limit(LIMITS.featuredProducts));
  return parseDocuments(productEntity, snapshot, locale);
}

/** One page of the products page's list, newest first, of one category or all. */
export function readProductsPage(
  categoryId: string | null,
  after: string | null,
  locale: Locale,
): Promise<Page<Product>> {
  return readPage(inCategory(categoryId), 'created_at', after, LIMITS.productsPageSize, (document) =>
    parseDocument(productEntity, document, locale),
  );
}

/** How many products the list holds in all (one read, whatever the catalogue's size). */
export async function countProducts(categoryId: string | null): Promise<number> {
  return await readCount(inCategory(categoryId));
}

/** One product by its slug, or null when none has it. */
export async function readProductBySlug(slug: string, locale: Locale): Promise<Product | null> {
  const snapshot = await readQuery(products().where('slug', '==', slug).limit(1));
  const first = snapshot.docs[0];
  return first ? parseDocument(productEntity, first, locale) : null;
}

/** Every product, newest first: the catalogue's search index and its offline copy. */
export async function readAllProducts(locale: Locale): Promise<Product[]> {
  return parseDocuments(productEntity, await readQuery(products().orderBy('created_at', 'desc')), locale);
}
