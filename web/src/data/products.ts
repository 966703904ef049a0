import {
  CURRENCY,
  DEFAULT_LOCALE,
  LIMITS,
  productEntity,
  type Locale,
  type Product,
  type ProductForm,
} from '@kigali/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Query } from 'firebase/firestore';
import { loadFirestoreForReading, type FirestoreReader } from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { countOrUnknown, NEWEST_FIRST, readPage, type Page, type PageCursor } from './paging';
import { sluggedWrites } from './slug-claims';
import { itemInLanguage, pagesInLanguage, translationsToWrite } from './translations';

export const products = defineCollection({
  name: 'products',
  entity: productEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const productKeys = {
  all: products.keys.all,
  catalogue: () => products.keys.of('catalogue'),
  pages: (categoryId: string | null) => products.keys.of('pages', { categoryId }),
  count: (categoryId: string | null) => products.keys.of('count', { categoryId }),
  featured: () => products.keys.of('featured'),
  bySlug: (slug: string) => products.keys.of('slug', slug),
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
