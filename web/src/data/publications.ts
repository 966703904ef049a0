import {
  DEFAULT_LOCALE,
  publicationEntity,
  type Locale,
  type Publication,
  type PublicationForm,
  type ScheduledPublicationForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import type { FieldValue } from 'firebase/firestore';
import {
  loadFirestore,
  loadFirestoreForReading,
  loadFirestoreLite,
  type FirestoreReader,
  type FirestoreSdk,
  type ReaderSdk,
} from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { NEWEST_FIRST } from './paging';
import { learnServerTime, serverNow } from './server-time';
import { itemInLanguage, listInLanguage, translationsToWrite } from './translations';

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
  preview: (id: string) => publications.keys.of('preview', id),
};

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/**
 * How far behind this device's "now" a public read asks: the server stamps `request.time` when the
 * request arrives, and even a clock in step with the server's may be a few milliseconds ahead of it
 * (the emulator's trails this machine's so). An article then appears up to a second after its time.
 */
const CLOCK_MARGIN_MS = 1000;

/**
 * Runs a public read bounded by "now" (`published_at <= now`). The rules accept the bound only if it
 * is not later than the server's time for the request, so the read may be refused: on a device whose
 * clock runs ahead, or through the full SDK, whose reads share one stream that the emulator checks
 * against the time it was opened. The read is then made once more through Firestore Lite (one
 * request, checked when it arrives), bounded by the server's time (server-time.ts: remembered for
 * later reads), or by this clock a second back where the server's cannot be asked (prerendering).
 */
export async function readPublishedUpToNow<T>(
  read: (reader: FirestoreReader, now: Date) => Promise<T>,
): Promise<T> {
  const behind = () => new Date(serverNow().getTime() - CLOCK_MARGIN_MS);
  try {
    return await read(await loadFirestoreForReading(), behind());
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const now = (await learnServerTime()) ?? behind();
    return read(await loadFirestoreLite(), now);
  }
}

/**
 * What visitors may see: published (`is_published`) and due (`published_at` not after now), as the
 * rules require of every public query; a scheduled article appears from its time without anything
 * being written then.
 */
const publicArticles = (sdk: ReaderSdk, now: Date) => [
  sdk.where('is_published', '==', true),
  sdk.where('published_at', '<=', now),
];

/** The published articles, newest first, in the page's `locale`. */
export const publishedPublicationsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: publicationKeys.published(),
    queryFn: (): Promise<Publication[]> =>
      loggedRead('Error fetching publications', async () =>
        readPublishedUpToNow((reader, now) =>
          publications.list(reader, {
            where: (sdk) => publicArticles(sdk, now),
            order: { field: 'published_at', direction: 'desc' },
          }),
        ),
      ),
    select: listInLanguage<Publication>(locale),
  });

/**
 * One published article, or null when there is none with that id, or it is a draft or not due yet.
 * Read by id: the rules let a visitor get an article only when it is published and its time has
 * come by the server's clock, and refuse the rest, which is "not found" here. (A query cannot ask
 * for one id and a time bound together: Firestore refuses an equality on the id beside a range.)
 */
export const publishedPublicationQuery = (id: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: publicationKeys.publishedById(id),
    queryFn: (): Promise<Publication | null> =>
      loggedRead('Error fetching publication', async () => {
        try {
          return await publications.get(await loadFirestoreForReading(), id);
        } catch (error) {
          if (isPermissionDenied(error)) return null;
          throw error;
        }
      }),
    select: itemInLanguage<Publication>(locale),
  });

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
