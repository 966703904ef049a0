import { doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';

/** The claim that says which document holds a slug (docs/security-cases.md#slug-claims). */
export const claimPath = (collection: string, slug: string) => `slugs/${collection}:${slug}`;

/**
 * Writes a product or service with its slug's claim in one batch, as the app does. A slug that cannot
 * name a claim (not text, empty, with a slash) is written without one; such a write is refused anyway.
 */
export function setWithClaim(db: Firestore, collection: string, id: string, data: DocumentData) {
  const batch = writeBatch(db);
  batch.set(doc(db, collection, id), data);
  const slug: unknown = data.slug;
  if (typeof slug === 'string' && slug !== '' && !slug.includes('/')) {
    batch.set(doc(db, claimPath(collection, slug)), { collection, doc_id: id });
  }
  return batch.commit();
}
