import { heroSlideEntity, type HeroSlide, type HeroSlideForm } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'hero_slides';

export const heroSlideKeys = {
  all: ['hero_slides'] as const,
  ordered: () => [...heroSlideKeys.all, 'ordered'] as const,
};

/** Every slide, order_index ascending (docs/product.md#calls). */
export const heroSlidesQuery = () =>
  queryOptions({
    queryKey: heroSlideKeys.ordered(),
    queryFn: (): Promise<HeroSlide[]> =>
      loggedRead('Error fetching hero slides', async () => {
        const { db, sdk } = await loadFirestoreForReading();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('order_index', 'asc')),
        );
        return parseDocuments(heroSlideEntity, snapshot);
      }),
  });

const heroSlideFields = (form: HeroSlideForm) => ({
  title: form.title,
  description: form.description,
  image_url: form.image_url,
  cta_text: form.cta_text,
  cta_link: form.cta_link,
  order_index: form.order_index,
});

export async function createHeroSlide(form: HeroSlideForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), heroSlideFields(form));
  return ref.id;
}

export async function updateHeroSlide(id: string, form: HeroSlideForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), heroSlideFields(form));
}

export async function deleteHeroSlide(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}

/** Saves a new slide order in one batch, so the carousel never sees half of it. */
export async function saveHeroSlideOrder(order: { id: string; order_index: number }[]): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  for (const { id, order_index } of order) {
    batch.update(sdk.doc(db, COLLECTION, id), { order_index });
  }
  await batch.commit();
}
