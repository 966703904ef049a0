import {
  CURRENCY,
  LIMITS,
  productEntity,
  type Product,
  type ProductForm,
  type ProductWithCategory,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { loggedRead } from './logged-read';
import { throwIfOfflineMiss } from './offline-read';
import { fetchAllProductCategories } from './product-categories';

const COLLECTION = 'products';

export const productKeys = {
  all: ['products'] as const,
  list: (categoryId: string | null) => [...productKeys.all, 'list', { categoryId }] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  bySlug: (slug: string) => [...productKeys.all, 'slug', slug] as const,
  admin: () => [...productKeys.all, 'admin'] as const,
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
        throwIfOfflineMiss(snapshot, `Product ${slug}`);
        const first = snapshot.docs[0];
        return first ? parseDocument(productEntity, first) : null;
      }),
  });

/** Admin: every product, newest first, with its category's name joined in (spec section 7). */
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.admin(),
    staleTime: 0,
    queryFn: async (): Promise<ProductWithCategory[]> => {
      const { db, sdk } = await loadFirestore();
      const [snapshot, categories] = await Promise.all([
        sdk.getDocs(sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc'))),
        fetchAllProductCategories(),
      ]);
      const names = new Map(categories.map((category) => [category.id, category.name]));
      return parseDocuments(productEntity, snapshot).map((product) => ({
        ...product,
        category_name: names.get(product.category_id) ?? null,
      }));
    },
  });

/** Refused because another product already has the slug (slugs are unique per collection). */
export class ProductSlugTakenError extends Error {
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another product`);
    this.name = 'ProductSlugTakenError';
  }
}

/** Admin: whether a product other than `ownId` already uses the slug. */
export async function isProductSlugTaken(slug: string, ownId: string | null): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, COLLECTION), sdk.where('slug', '==', slug), sdk.limit(2)),
  );
  return snapshot.docs.some((doc) => doc.id !== ownId);
}

const productFields = (form: ProductForm) => ({
  name: form.name,
  slug: form.slug,
  category_id: form.category_id,
  description: form.description,
  price: form.price,
  stock_status: form.stock_status,
  specifications: form.specifications,
  image_url: form.image_url,
});

/** Admin: a new product, always in RWF, with server write times. */
export async function createProduct(form: ProductForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    ...productFields(form),
    currency: CURRENCY,
    created_at: sdk.serverTimestamp(),
    updated_at: sdk.serverTimestamp(),
  });
  return ref.id;
}

/** Admin: replaces a product's fields and stamps updated_at; created_at is never sent again. */
export async function updateProduct(id: string, form: ProductForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), {
    ...productFields(form),
    updated_at: sdk.serverTimestamp(),
  });
}

/** Admin: deletes a product and returns the image URL it had, so its file can be removed. */
export async function deleteProduct(id: string): Promise<string | null> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTION, id);
  const before = await sdk.getDoc(ref);
  const imageUrl = before.get('image_url');
  await sdk.deleteDoc(ref);
  return typeof imageUrl === 'string' ? imageUrl : null;
}

/** Admin: how many products a category holds (a category in use is not deleted). */
export async function countProductsInCategory(categoryId: string): Promise<number> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getCountFromServer(
    sdk.query(sdk.collection(db, COLLECTION), sdk.where('category_id', '==', categoryId)),
  );
  return snapshot.data().count;
}
