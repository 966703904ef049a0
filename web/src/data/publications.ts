import {
  publicationEntity,
  type Publication,
  type PublicationForm,
  type ScheduledPublicationForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import type { FieldValue } from 'firebase/firestore';
import { loadFirestore, type FirestoreSdk } from '@/lib/firestore';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { translationsToWrite } from './translations';

export const publications = defineCollection({
  name: 'publications',
  entity: publicationEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at', updated: 'updated_at' },
});

export const publicationKeys = {
  all: publications.keys.all,
  preview: (id: string) => publications.keys.of('preview', id),
};

/**
 * Admin: one article whatever its state, for its preview, read with the full SDK as the signed-in
 * team member (a draft is not readable by visitors). Null when there is no such article.
 */
export const publicationPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: publicationKeys.preview(id),
    queryFn: async (): Promise<Publication | null> => publications.get(await loadFirestore(), id),
  });

const publicationFields = (form: PublicationForm) => ({
  title: form.title,
  content: form.content,
  excerpt: form.excerpt,
  category: form.category,
  image_url: form.image_url,
  is_published: form.is_published,
  ...translationsToWrite(form.translations),
});

/** The same second: "Publish at" shows whole seconds, the stored time has microseconds. */
const sameSecond = (a: Date, b: Date) => Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);

/**
 * The `published_at` a save writes (docs/product.md#states), or undefined to keep the stored one.
 * Publishing with "Publish at" empty stamps the server's time (now); a chosen time is written as it
 * is, in the future to schedule the article. A draft keeps the time it has, so unpublishing and
 * publishing again keeps its date; the form shows a stored time again, and saving it unchanged
 * keeps it to the microsecond.
 */
function publishedAtToWrite(
  sdk: FirestoreSdk,
  form: ScheduledPublicationForm,
  previous: Publication | null,
): Date | FieldValue | null | undefined {
  if (!form.is_published) return previous ? undefined : null;
  if (form.publish_at === null) return sdk.serverTimestamp();
  if (previous?.published_at && sameSecond(previous.published_at, form.publish_at)) return undefined;
  return form.publish_at;
}

/** A new article, written by `authorId` (the signed-in team member). */
export async function createPublication(form: ScheduledPublicationForm, authorId: string): Promise<string> {
  const { sdk } = await loadFirestore();
  return publications.create({
    ...publicationFields(form),
    author_id: authorId,
    published_at: publishedAtToWrite(sdk, form, null),
  });
}

/** Saves the form over `previous`, the article as it was read; its author stays. */
export async function updatePublication(
  previous: Publication,
  form: ScheduledPublicationForm,
): Promise<void> {
  const { sdk } = await loadFirestore();
  const published_at = publishedAtToWrite(sdk, form, previous);
  await publications.update(previous.id, {
    ...publicationFields(form),
    ...(published_at === undefined ? {} : { published_at }),
  });
}

export const deletePublication = (id: string) => publications.remove(id);
