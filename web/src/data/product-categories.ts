import { productCategoryEntity, type ProductCategory, type ProductCategoryForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'product_categories';

export const productCategoryKeys = {
  all: ['product_categories'] as const,
  active: () => [...productCategoryKeys.all, 'active'] as const,
  list: () => [...productCategoryKeys.all, 'list'] as const,
};

/**
 * Categories ordered by name (docs/product.md#calls); the public filters and the admin form use the active
 * ones.
 */
export const activeProductCategoriesQuery = () =>
  queryOptions({
    queryKey: productCategoryKeys.active(),
    queryFn: (): Promise<ProductCategory[]> =>
      loggedRead('Error fetching categories', async () => {
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.where('is_active', '==', true), sdk.orderBy('name')),
        );
        return parseDocuments(productCategoryEntity, snapshot);
      }),
  });

/** Admin: every category, active or not, ordered by name. */
export async function fetchAllProductCategories(): Promise<ProductCategory[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('name')));
  return parseDocuments(productCategoryEntity, snapshot);
}

export const allProductCategoriesQuery = () =>
  queryOptions({ queryKey: productCategoryKeys.list(), queryFn: fetchAllProductCategories, staleTime: 0 });

export async function createProductCategory(form: ProductCategoryForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    name: form.name,
    is_active: form.is_active,
  });
  return ref.id;
}

export async function updateProductCategory(id: string, form: ProductCategoryForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), { name: form.name, is_active: form.is_active });
}

export async function deleteProductCategory(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}
