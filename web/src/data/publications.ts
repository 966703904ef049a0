import {
  DEFAULT_LOCALE,
  publicationEntity,
  type Locale,
  type Publication,
  type PublicationForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { NEWEST_FIRST } from './paging';
import { itemInLanguage, translationsToWrite } from './translations';

export const publications = defineCollection({
  name: 'publications',
  entity: publicationEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const publicationKeys = {
  all: publications.keys.all,
  published: () => publications.keys.of('published'),
  publishedById: (id: string) => publications.keys.of('published', id),
  admin: () => publications.keys.of('all'),
};

/**
 * Every public read carries `is_published == true`: visitors may only see published articles, and
 * the rules refuse a query that could return a draft. Articles come in the page's `locale`.
 */
export const publishedPublicationsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  publications.publicListQuery(publicationKeys.published(), 'Error fetching publications', {
    where: (sdk) => [sdk.where('is_published', '==', true)],
    order: { field: 'published_at', direction: 'desc' },
    locale,
  });

/** One published article, or null when there is none with that id (or it is a draft). */
export const publishedPublicationQuery = (id: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: publicationKeys.publishedById(id),
    queryFn: (): Promise<Publication | null> =>
      loggedRead('Error fetching publication', async () => {
        const reader = await loadFirestoreForReading();
        const { sdk } = reader;
        const snapshot = await sdk.getDocs(
          sdk.query(
            publications.ref(reader),
            sdk.where(sdk.documentId(), '==', id),
            sdk.where('is_published', '==', true),
            sdk.limit(1),
          ),
        );
        const first = snapshot.docs[0];
        return first ? publications.parse(first) : null;
      }),
    select: itemInLanguage<Publication>(locale),
  });

/** Admin: every article, drafts included, newest first. */
export const allPublicationsQuery = () => publications.adminListQuery(publicationKeys.admin());

const publicationFields = (form: PublicationForm) => ({
  title: form.title,
  content: form.content,
  excerpt: form.excerpt,
  category: form.category,
  image_url: form.image_url,
  is_published: form.is_published,
  ...translationsToWrite(form.translations),
});

/**
 * An article's published_at (docs/product.md#states) is stamped, with the server's time, by the save
 * that first publishes it: a create as published, or an update of an article never published. A
 * draft is created with null, and once set the date never changes, not even when the article is
 * unpublished and published again.
 */
const publishesFirstTime = (form: PublicationForm, previous: Publication | null) =>
  form.is_published && !previous?.published_at;

/** A new article, written by `authorId` (the signed-in admin). */
export async function createPublication(form: PublicationForm, authorId: string): Promise<string> {
  const { sdk } = await loadFirestore();
  return publications.create({
    ...publicationFields(form),
    author_id: authorId,
    published_at: publishesFirstTime(form, null) ? sdk.serverTimestamp() : null,
  });
}

/** Saves the form over `previous`, the article as it was read; its author stays. */
export async function updatePublication(previous: Publication, form: PublicationForm): Promise<void> {
  const { sdk } = await loadFirestore();
  await publications.update(previous.id, {
    ...publicationFields(form),
    ...(publishesFirstTime(form, previous) ? { published_at: sdk.serverTimestamp() } : {}),
  });
}

export const deletePublication = (id: string) => publications.remove(id);
