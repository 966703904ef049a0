import { activityEntryEntity, isContentCollection, trashEntryId, type ActivityEntry } from '@kigali/domain';
import type { QueryConstraint } from 'firebase/firestore';
import type { FirestoreReader, ReaderSdk } from '@/lib/firestore';
import { adminPagesQuery, type AdminPagedList } from './admin-paging';
import { defineCollection } from './collection';

/** The activity log, written by the Functions only; admins read it, newest first. */
export const activityLog = defineCollection({
  name: 'activity_log',
  entity: activityEntryEntity,
  order: { field: 'at', direction: 'desc' },
});

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The Activity screen's filters; null keeps everything. Days are the admin's calendar days
 * (YYYY-MM-DD, in the browser's time zone), `to` included.
 */
export type ActivityFilters = {
  actorUid: string | null;
  collection: string | null;
  from: string | null;
  to: string | null;
};

export const noActivityFilters: ActivityFilters = { actorUid: null, collection: null, from: null, to: null };

/** Where an entry's document is now: still in its collection, in the trash, or gone (or not content). */
export type DocumentPlace = 'collection' | 'trash' | null;

export type ActivityRow = ActivityEntry & { place: DocumentPlace };

export const activityKeys = {
  all: activityLog.keys.all,
  pages: (filters: ActivityFilters) => activityLog.keys.of('pages', filters),
};

/** Midnight at the start of a YYYY-MM-DD day, in the browser's time zone. */
export function startOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** Midnight at the start of the day after a YYYY-MM-DD day: the end of a range that includes it. */
export function startOfNextDay(day: string): Date {
  const start = startOfDay(day);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}

/**
 * The filters as Firestore clauses: equality on the actor and the collection, a range on `at` (the
 * list's order field, so each combination is one composite index of firestore.indexes.json).
 */
export function activityConstraints(sdk: ReaderSdk, filters: ActivityFilters): QueryConstraint[] {
  return [
    ...(filters.actorUid ? [sdk.where('actor_uid', '==', filters.actorUid)] : []),
    ...(filters.collection ? [sdk.where('collection', '==', filters.collection)] : []),
    ...(filters.from ? [sdk.where('at', '>=', sdk.Timestamp.fromDate(startOfDay(filters.from)))] : []),
    ...(filters.to ? [sdk.where('at', '<', sdk.Timestamp.fromDate(startOfNextDay(filters.to)))] : []),
  ];
}

/**
 * Where each content document of a page is now, so its entry links to its history or to the trash:
 * one read per document (a page holds at most ACTIVITY_PAGE_SIZE). A read that fails (offline and not
 * cached) leaves the entry without a link rather than the page without entries.
 */
async function placesOf(
  { db, sdk }: FirestoreReader,
  entries: readonly ActivityEntry[],
): Promise<Map<string, DocumentPlace>> {
  const keyOf = (entry: ActivityEntry) => `${entry.collection}/${entry.doc_id}`;
  const documents = new Map(
    entries.flatMap((entry) =>
      isContentCollection(entry.collection) ? [[keyOf(entry), entry.collection] as const] : [],
    ),
  );
  const places = await Promise.all(
    [...documents].map(async ([key, collection]): Promise<[string, DocumentPlace]> => {
      const docId = key.slice(collection.length + 1);
      try {
        if ((await sdk.getDoc(sdk.doc(db, collection, docId))).exists()) return [key, 'collection'];
        const trashed = await sdk.getDoc(sdk.doc(db, 'trash', trashEntryId(collection, docId)));
        return [key, trashed.exists() ? 'trash' : null];
      } catch (error) {
        console.error(`Could not tell where ${key} is now`, error);
        return [key, null];
      }
    }),
  );
  const byKey = new Map(places);
  return new Map(entries.map((entry) => [entry.id, byKey.get(keyOf(entry)) ?? null]));
}

/** The log, newest first, filtered, ACTIVITY_PAGE_SIZE entries a page. */
export const activityList = (filters: ActivityFilters): AdminPagedList<ActivityRow> => ({
  pages: adminPagesQuery(activityKeys.pages(filters), async (reader, cursor) => {
    const page = await activityLog.page(reader, cursor, ACTIVITY_PAGE_SIZE, {
      where: (sdk) => activityConstraints(sdk, filters),
    });
    const places = await placesOf(reader, page.items);
    return {
      items: page.items.map((entry) => ({ ...entry, place: places.get(entry.id) ?? null })),
      next: page.next,
    };
  }),
});
