import { LIMITS, productEntity, type Product } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'products';

export const productKeys = {
  all: ['products'] as const,
  list: (categoryId: string | null) => [...productKeys.all, 'list', { categoryId }] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  bySlug: (slug: string) => [...productKeys.all, 'slug', slug] as const,
};

/** Newest first, optionally one category (spec section 7). */
export const productsQuery = (categoryId: string | null = null) =>
  queryOptions({
    queryKey: productKeys.list(categoryId),
    queryFn: (): Promise<Product[]> =>
      loggedRead('Error fetching products', async () => {
        const { db, sdk } = await loadFirestore();
        const filters = categoryId ? [sdk.where('category_id', '==', categoryId)] : [];
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), ...filters, sdk.orderBy('created_at', 'desc')),
        );
        return parseDocuments(productEntity, snapshot);
      }),
  });

/** The newest products shown on the home page. */
export const featuredProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: (): Promise<Product[]> =>
      loggedRead('Error fetching products', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.orderBy('created_at', 'desc'),
            sdk.limit(LIMITS.featuredProducts),
          ),
        );
        return parseDocuments(productEntity, snapshot);
      }),
  });

/** One product by slug, or null when none matches. */
export const productBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: productKeys.bySlug(slug),
    queryFn: (): Promise<Product | null> =>
      loggedRead('Error fetching product', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.where('slug', '==', slug), sdk.limit(1)),
        );
        const first = snapshot.docs[0];
        return first ? parseDocument(productEntity, first) : null;
      }),
  });
