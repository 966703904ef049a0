import { LIMITS, serviceEntity, TRAINING_CATEGORY, type Service } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'services';

export const serviceKeys = {
  all: ['services'] as const,
  featured: () => [...serviceKeys.all, 'featured'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
  trainings: () => [...serviceKeys.all, 'trainings'] as const,
  bySlug: (slug: string) => [...serviceKeys.all, 'slug', slug] as const,
};

/** The newest services shown on the home page (spec section 7: limit 6). */
export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.featured(),
    queryFn: async (): Promise<Service[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, COLLECTION),
          sdk.orderBy('created_at', 'desc'),
          sdk.limit(LIMITS.featuredServices),
        ),
      );
      return parseDocuments(serviceEntity, snapshot);
    },
  });

/** Every service, newest first: the services page filters it by category on the device. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.list(),
    queryFn: (): Promise<Service[]> =>
      loggedRead('Error fetching services', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
        );
        return parseDocuments(serviceEntity, snapshot);
      }),
  });

/** Trainings are services of the "Training" category, newest first (spec section 7). */
export const trainingsQuery = () =>
  queryOptions({
    queryKey: serviceKeys.trainings(),
    queryFn: (): Promise<Service[]> =>
      loggedRead('Error fetching trainings', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.where('category', '==', TRAINING_CATEGORY),
            sdk.orderBy('created_at', 'desc'),
          ),
        );
        return parseDocuments(serviceEntity, snapshot);
      }),
  });

/** One service (or training) by slug, or null when none matches. */
export const serviceBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: serviceKeys.bySlug(slug),
    queryFn: (): Promise<Service | null> =>
      loggedRead('Error fetching service', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.where('slug', '==', slug), sdk.limit(1)),
        );
        const first = snapshot.docs[0];
        return first ? parseDocument(serviceEntity, first) : null;
      }),
  });
