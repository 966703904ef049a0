import { publicationEntity, type Publication, type PublicationForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
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
        const { db, sdk } = await loadFirestoreForReading();
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
        const { db, sdk } = await loadFirestoreForReading();
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

/** Admin: every article, drafts included, newest first. */
export const allPublicationsQuery = () =>
  queryOptions({
    queryKey: [...publicationKeys.all, 'all'] as const,
    queryFn: async (): Promise<Publication[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
      );
      return parseDocuments(publicationEntity, snapshot);
    },
  });

/** What a save does to published_at: stamp it now, store null, or leave it out of the write. */
export type PublishedAtWrite = 'now' | 'null' | 'unchanged';

const publicationFields = (form: PublicationForm) => ({
  title: form.title,
  content: form.content,
  excerpt: form.excerpt,
  category: form.category,
  image_url: form.image_url,
  is_published: form.is_published,
});

export async function createPublication(
  form: PublicationForm,
  authorId: string,
  publishedAt: Exclude<PublishedAtWrite, 'unchanged'>,
): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    ...publicationFields(form),
    author_id: authorId,
    published_at: publishedAt === 'now' ? sdk.serverTimestamp() : null,
    created_at: sdk.serverTimestamp(),
    updated_at: sdk.serverTimestamp(),
  });
  return ref.id;
}

export async function updatePublication(
  id: string,
  form: PublicationForm,
  publishedAt: Exclude<PublishedAtWrite, 'null'>,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), {
    ...publicationFields(form),
    ...(publishedAt === 'now' ? { published_at: sdk.serverTimestamp() } : {}),
    updated_at: sdk.serverTimestamp(),
  });
}

export async function deletePublication(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}
