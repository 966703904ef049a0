import { LIMITS, serviceEntity, TRAINING_CATEGORY, type Service, type ServiceForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
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

/** The newest services shown on the home page (docs/product.md#calls: limit 6). */
export const featuredServicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.featured(),
    queryFn: (): Promise<Service[]> =>
      loggedRead('Error fetching services', async () => {
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.orderBy('created_at', 'desc'),
            sdk.limit(LIMITS.featuredServices),
          ),
        );
        return parseDocuments(serviceEntity, snapshot);
      }),
  });

/** Every service, newest first: the services page filters it by category on the device. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.list(),
    queryFn: (): Promise<Service[]> =>
      loggedRead('Error fetching services', async () => {
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
        );
        return parseDocuments(serviceEntity, snapshot);
      }),
  });

/** Trainings are services of the "Training" category, newest first (docs/product.md#calls). */
export const trainingsQuery = () =>
  queryOptions({
    queryKey: serviceKeys.trainings(),
    queryFn: (): Promise<Service[]> =>
      loggedRead('Error fetching trainings', async () => {
        const { db, sdk } = await loadFirestoreForReading();
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
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.where('slug', '==', slug), sdk.limit(1)),
        );
        const first = snapshot.docs[0];
        return first ? parseDocument(serviceEntity, first) : null;
      }),
  });

/** Refused because another service already has the slug (slugs are unique per collection). */
export class ServiceSlugTakenError extends Error {
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another service`);
    this.name = 'ServiceSlugTakenError';
  }
}

async function refuseTakenSlug(slug: string, ownId: string | null) {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, COLLECTION), sdk.where('slug', '==', slug), sdk.limit(2)),
  );
  if (snapshot.docs.some((doc) => doc.id !== ownId)) throw new ServiceSlugTakenError(slug);
}

const serviceFields = (form: ServiceForm) => ({
  name: form.name,
  slug: form.slug,
  description: form.description,
  category: form.category,
  features: form.features,
  price_range: { min: form.price_range.min, max: form.price_range.max },
  image_url: form.image_url,
});

/** Admin: a new service; throws ServiceSlugTakenError when the slug is in use. */
export async function createService(form: ServiceForm): Promise<string> {
  await refuseTakenSlug(form.slug, null);
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    ...serviceFields(form),
    created_at: sdk.serverTimestamp(),
    updated_at: sdk.serverTimestamp(),
  });
  return ref.id;
}

/** Admin: replaces a service's fields and stamps updated_at (docs/product.md#calls). */
export async function updateService(id: string, form: ServiceForm): Promise<void> {
  await refuseTakenSlug(form.slug, id);
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), {
    ...serviceFields(form),
    updated_at: sdk.serverTimestamp(),
  });
}

/**
 * Admin: deletes a service. Its image file is left to the clean-up Function, which first checks that
 * no other document shows it.
 */
export async function deleteService(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}
