import { navigationItemEntity, type NavigationItem, type NavigationItemForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';

const COLLECTION = 'navigation_items';

export const navigationItemKeys = {
  all: ['navigation_items'] as const,
  ordered: () => [...navigationItemKeys.all, 'ordered'] as const,
};

/** Every item, order_index ascending (docs/product.md#calls). */
export const navigationItemsQuery = () =>
  queryOptions({
    queryKey: navigationItemKeys.ordered(),
    queryFn: async (): Promise<NavigationItem[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('order_index', 'asc')),
      );
      return parseDocuments(navigationItemEntity, snapshot);
    },
  });

const navigationItemFields = (form: NavigationItemForm) => ({
  label: form.label,
  path: form.path,
  parent_id: form.parent_id,
  order_index: form.order_index,
  is_active: form.is_active,
});

export async function createNavigationItem(form: NavigationItemForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), navigationItemFields(form));
  return ref.id;
}

export async function updateNavigationItem(id: string, form: NavigationItemForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), navigationItemFields(form));
}

export async function deleteNavigationItem(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}

/** Saves a new order in one batch, so the list is never left half renumbered. */
export async function saveNavigationOrder(order: { id: string; order_index: number }[]): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  for (const { id, order_index } of order) {
    batch.update(sdk.doc(db, COLLECTION, id), { order_index });
  }
  await batch.commit();
}
