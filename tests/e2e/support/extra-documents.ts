import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/**
 * Documents written straight to Firestore for the admin paging tests, each older than every seeded
 * one (newest-first lists keep the seeded ones first). Other specs count what the seed holds: always
 * remove them, with the trash entries a delete through the app leaves.
 */
export function extraDocuments(
  collection: string,
  prefix: string,
  count: number,
  fields: (index: number, createdAt: Timestamp) => Record<string, unknown>,
) {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(2, '0')}`);
  const oldest = Date.UTC(2020, 0, 1);
  const db = adminDb();
  return {
    ids,
    async write() {
      const batch = db.batch();
      ids.forEach((id, index) => {
        batch.set(
          db.collection(collection).doc(id),
          fields(index, Timestamp.fromMillis(oldest - index * 60_000)),
        );
      });
      await batch.commit();
    },
    async remove() {
      const batch = db.batch();
      for (const id of ids) {
        batch.delete(db.collection(collection).doc(id));
        batch.delete(db.collection('trash').doc(`${collection}:${id}`));
      }
      await batch.commit();
    },
  };
}

/** How many documents a collection holds. */
export async function documentCount(collection: string): Promise<number> {
  return (await adminDb().collection(collection).count().get()).data().count;
}
