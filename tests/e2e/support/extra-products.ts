import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/**
 * Products written straight to Firestore for the paging tests, older than every seeded product so
 * the seeded ones keep the first places. Other specs count the seeded catalogue: always remove them.
 */
export function extraProducts(prefix: string, count: number, categories: readonly string[]) {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(2, '0')}`);
  const oldest = Date.UTC(2020, 0, 1);
  return {
    ids,
    names: ids.map((id) => id.replace(/-/g, ' ')),
    async write() {
      const batch = adminDb().batch();
      ids.forEach((id, index) => {
        const createdAt = Timestamp.fromMillis(oldest - index * 60_000);
        batch.set(adminDb().collection('products').doc(id), {
          name: id.replace(/-/g, ' '),
          slug: id,
          category_id: categories[index % categories.length],
          description: 'A product the paging tests add and remove.',
          price: 10_000 + index,
          stock_status: 'in_stock',
          specifications: {},
          image_url: null,
          currency: 'RWF',
          created_at: createdAt,
          updated_at: createdAt,
        });
      });
      await batch.commit();
    },
    async remove() {
      const batch = adminDb().batch();
      for (const id of ids) batch.delete(adminDb().collection('products').doc(id));
      await batch.commit();
    },
  };
}

/** How many products Firestore holds, optionally in one category. */
export async function productCount(categoryId?: string): Promise<number> {
  const products = adminDb().collection('products');
  const query = categoryId ? products.where('category_id', '==', categoryId) : products;
  return (await query.count().get()).data().count;
}
