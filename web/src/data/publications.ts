import { publicationEntity, type Publication } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'publications';

export const publicationKeys = {
  all: ['publications'] as const,
  published: () => [...publicationKeys.all, 'published'] as const,
  publishedById: (id: string) => [...publicationKeys.all, 'published', id] as const,
};

/**
 * Every public read carries `is_published == true`: visitors may only see published articles, and
 * the rules refuse a query that could return a draft.
 */
export const publishedPublicationsQuery = () =>
  queryOptions({
    queryKey: publicationKeys.published(),
    queryFn: (): Promise<Publication[]> =>
      loggedRead('Error fetching publications', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.where('is_published', '==', true),
            sdk.orderBy('published_at', 'desc'),
          ),
        );
        return parseDocuments(publicationEntity, snapshot);
      }),
  });

/** One published article, or null when there is none with that id (or it is a draft). */
export const publishedPublicationQuery = (id: string) =>
  queryOptions({
    queryKey: publicationKeys.publishedById(id),
    queryFn: (): Promise<Publication | null> =>
      loggedRead('Error fetching publication', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.where(sdk.documentId(), '==', id),
            sdk.where('is_published', '==', true),
            sdk.limit(1),
          ),
        );
        const first = snapshot.docs[0];
        return first ? parseDocument(publicationEntity, first) : null;
      }),
  });
