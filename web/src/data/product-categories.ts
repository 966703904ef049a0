import { productCategoryEntity, type ProductCategory } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'product_categories';

export const productCategoryKeys = {
  all: ['product_categories'] as const,
  active: () => [...productCategoryKeys.all, 'active'] as const,
};

/** Categories ordered by name (spec section 7); the public filters and the admin form use the active ones. */
export const activeProductCategoriesQuery = () =>
  queryOptions({
    queryKey: productCategoryKeys.active(),
    queryFn: (): Promise<ProductCategory[]> =>
      loggedRead('Error fetching categories', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.where('is_active', '==', true), sdk.orderBy('name')),
        );
        return parseDocuments(productCategoryEntity, snapshot);
      }),
  });
