import {
  CURRENCY,
  DEFAULT_LOCALE,
  LIMITS,
  productEntity,
  slugify,
  type Locale,
  type Product,
  type ProductCategory,
  type ProductForm,
  type ProductWithCategory,
} from '@kigali/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Query } from 'firebase/firestore';
import { loadFirestore, loadFirestoreForReading, type FirestoreReader } from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { countOrUnknown, NEWEST_FIRST, readPage, type Page, type PageCursor, type PageOrder } from './paging';
import { sluggedWrites } from './slug-claims';
import { itemInLanguage, pagesInLanguage, translationsToWrite } from './translations';

export const products = defineCollection({
  name: 'products',
  entity: productEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

/** The admin list's filters, both applied by Firestore. */
export type AdminProductFilters = {
  categoryId: string | null;
  /** What the admin typed in the search box; matched against the start of the slug. */
  search: string;
};

/**
 * Admin search: slugs are the names lowercased with hyphens, so a search typed as a name or as a
 * slug becomes a slug prefix Firestore can match with a range (it has no substring search).
 */
export const productSearchPrefix = (search: string) => slugify(search);

/** Searches that read the same (" Dahua" and "dahua") share one cached answer. */
const adminListKey = ({ categoryId, search }: AdminProductFilters) => ({
  categoryId,
  prefix: productSearchPrefix(search),
});

export const productKeys = {
  all: products.keys.all,
  catalogue: () => products.keys.of('catalogue'),
  pages: (categoryId: string | null) => products.keys.of('pages', { categoryId }),
  count: (categoryId: string | null) => products.keys.of('count', { categoryId }),
  featured: () => products.keys.of('featured'),
  bySlug: (slug: string) => products.keys.of('slug', slug),
  admin: () => products.keys.of('admin'),
  adminPages: (filters: AdminProductFilters) =>
    [...productKeys.admin(), 'pages', adminListKey(filters)] as const,
  adminCount: (filters: AdminProductFilters) =>
    [...productKeys.admin(), 'count', adminListKey(filters)] as const,
};

/** The products of one category, or all of them. */
function productsIn(firestore: FirestoreReader, categoryId: string | null): Query {
  const all = products.ref(firestore);
  return categoryId ? firestore.sdk.query(all, firestore.sdk.where('category_id', '==', categoryId)) : all;
}

/** A total that is unknown (offline) is asked again as soon as possible, a known one after a minute. */
const countStaleTime = ({ state }: { state: { data: number | null | undefined } }) =>
  state.data === null ? 0 : 60_000;

/**
 * The products page's list, newest first, optionally one category (docs/product.md#calls), read one page
 * at a time. `prefetchInfiniteQuery(productsPageQuery(categoryId))` loads the first page only; its
 * data is plain JSON apart from the products' Date fields. The products come in `locale`.
 */
export const productsPageQuery = (categoryId: string | null, locale: Locale = DEFAULT_LOCALE) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(categoryId),
    initialPageParam: null as PageCursor | null,
    queryFn: ({ pageParam }): Promise<Page<Product>> =>
      loggedRead('Error fetching products', async () => {
        const firestore = await loadFirestoreForReading();
        return readPage(
          firestore,
          productsIn(firestore, categoryId),
          NEWEST_FIRST,
          pageParam,
          LIMITS.productsPageSize,
          products.parse,
        );
      }),
    getNextPageParam: (page) => page.next,
    select: pagesInLanguage<Product>(locale),
  });

/** How many products the products page lists in all, or null when offline. */
export const productsCountQuery = (categoryId: string | null) =>
  queryOptions({
    queryKey: productKeys.count(categoryId),
    staleTime: countStaleTime,
    queryFn: (): Promise<number | null> =>
      loggedRead('Error counting products', async () => {
        const firestore = await loadFirestoreForReading();
        return countOrUnknown(firestore, productsIn(firestore, categoryId));
      }),
  });

/**
 * Every product, newest first: the catalogue search and the offline warm-up read the whole
 * catalogue, so Firestore's cache can answer any list or product page offline.
 */
export const productsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  products.publicListQuery(productKeys.catalogue(), 'Error fetching products', { locale });

/** The newest products shown on the home page. */
export const featuredProductsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  products.publicListQuery(productKeys.featured(), 'Error fetching products', {
    where: (sdk) => [sdk.limit(LIMITS.featuredProducts)],
    locale,
  });

/** One product by slug, or null when none matches, in `locale`. */
export const productBySlugQuery = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: productKeys.bySlug(slug),
    queryFn: (): Promise<Product | null> =>
      loggedRead('Error fetching product', async () =>
        products.findBy(await loadFirestoreForReading(), 'slug', slug),
      ),
    select: itemInLanguage<Product>(locale),
  });

/** Lists show each product's category name (docs/product.md#calls); a deleted category has none. */
export function withCategoryNames(
  products: readonly Product[],
  categories: readonly ProductCategory[],
): ProductWithCategory[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return products.map((product) => ({ ...product, category_name: names.get(product.category_id) ?? null }));
}

/** The admin list's query and order: newest first, or by slug while searching (a range needs it). */
function adminProductsList(firestore: FirestoreReader, filters: AdminProductFilters) {
  const base = productsIn(firestore, filters.categoryId);
  const prefix = productSearchPrefix(filters.search);
  if (prefix === '') return { query: base, order: NEWEST_FIRST };
  const { sdk } = firestore;
  const order: PageOrder = { field: 'slug', direction: 'asc' };
  return {
    query: sdk.query(base, sdk.where('slug', '>=', prefix), sdk.where('slug', '<', `${prefix}\uf8ff`)),
    order,
  };
}

/** Admin: the product list one page at a time, filtered by category and slug prefix in the query. */
export const adminProductsPageQuery = (filters: AdminProductFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.adminPages(filters),
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<Product>> => {
      const firestore = await loadFirestore();
      const { query, order } = adminProductsList(firestore, filters);
      return readPage(firestore, query, order, pageParam, LIMITS.adminPageSize, products.parse);
    },
    getNextPageParam: (page) => page.next,
  });

/** Admin: how many products match the list's filters, or null when offline. */
export const adminProductsCountQuery = (filters: AdminProductFilters) =>
  queryOptions({
    queryKey: productKeys.adminCount(filters),
    staleTime: 0,
    queryFn: async (): Promise<number | null> => {
      const firestore = await loadFirestore();
      return countOrUnknown(firestore, adminProductsList(firestore, filters).query);
    },
  });

/**
 * Admin: how many products each category holds, for the categories screen: one count query per
 * category (one read each), whatever the catalogue's size.
 */
export const productCountsByCategoryQuery = (categoryIds: readonly string[]) =>
  queryOptions({
    queryKey: [...productKeys.admin(), 'counts', [...categoryIds].sort()] as const,
    staleTime: 0,
    queryFn: async (): Promise<Map<string, number>> =>
      new Map(
        await Promise.all(categoryIds.map(async (id) => [id, await countProductsInCategory(id)] as const)),
      ),
  });

const productFields = (form: ProductForm) => ({
  name: form.name,
  slug: form.slug,
  category_id: form.category_id,
  description: form.description,
  price: form.price,
  stock_status: form.stock_status,
  specifications: form.specifications,
  image_url: form.image_url,
  ...translationsToWrite(form.translations),
});

/** Slugs are unique among products: each save claims its slug (FieldTakenError when another has it). */
const writes = sluggedWrites(products.name);

/** Admin: a new product, always in RWF, with server write times. */
export const createProduct = (form: ProductForm): Promise<string> =>
  writes.create({ ...productFields(form), currency: CURRENCY });

/** Admin: replaces a product's fields and stamps updated_at; created_at is never sent again. */
export const updateProduct = (product: Product, form: ProductForm): Promise<void> =>
  writes.update(product.id, product.slug, productFields(form));

/**
 * Admin: moves a product to the trash. Its slug stays claimed for a restore, and its image stays
 * until the trash is purged.
 */
export const deleteProduct = (product: Product): Promise<void> => products.remove(product.id);

/** Admin: how many products a category holds (a category in use is not deleted). */
export async function countProductsInCategory(categoryId: string): Promise<number> {
  const firestore = await loadFirestore();
  const snapshot = await firestore.sdk.getCountFromServer(productsIn(firestore, categoryId));
  return snapshot.data().count;
}
