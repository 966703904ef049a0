import type { DocumentSnapshot, Query } from 'firebase/firestore';
import type { FirestoreReader } from '@/lib/firestore';
import { isNotAvailableOffline } from './offline-read';

/**
 * A Firestore Timestamp as plain numbers. A Date would round it to the millisecond, and a cursor a
 * few microseconds early skips every document written in the same batch (they share one time).
 */
type CursorTimestamp = { seconds: number; nanoseconds: number };
type CursorValue = string | number | boolean | null | CursorTimestamp;

/**
 * Where the next page starts: the ordering field's value and the id of the previous page's last
 * document. Plain data, as TanStack Query keeps it for the next page (its `pageParam`).
 */
export type PageCursor = { value: CursorValue; id: string };

/** One page of a list, and where the next one starts (null on the last page). */
export type Page<T> = { items: T[]; next: PageCursor | null };

/** The list's order: one field, then the document id in the same direction, so ties keep a stable order. */
export type PageOrder = { field: string; direction: 'asc' | 'desc' };

export const NEWEST_FIRST: PageOrder = { field: 'created_at', direction: 'desc' };

const isTimestamp = (value: unknown): value is CursorTimestamp & { toMillis: () => number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toMillis?: unknown }).toMillis === 'function' &&
  typeof (value as { seconds?: unknown }).seconds === 'number' &&
  typeof (value as { nanoseconds?: unknown }).nanoseconds === 'number';

/** The cursor just after `document` in a list ordered by `field`. */
export function cursorAfter(document: DocumentSnapshot, field: string): PageCursor {
  // 'estimate': a write still waiting for the server has a local time, not null.
  const value: unknown = document.get(field, { serverTimestamps: 'estimate' });
  if (isTimestamp(value)) {
    return { value: { seconds: value.seconds, nanoseconds: value.nanoseconds }, id: document.id };
  }
  if (value === undefined || value === null) return { value: null, id: document.id };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { value, id: document.id };
  }
  throw new Error(`Cannot page on ${field}: ${document.ref.path} holds a ${typeof value}`);
}

/** The arguments of `startAfter()` for a cursor: the field's value, then the document id. */
export function cursorValues(sdk: FirestoreReader['sdk'], cursor: PageCursor): unknown[] {
  const { value } = cursor;
  const fieldValue =
    typeof value === 'object' && value !== null ? new sdk.Timestamp(value.seconds, value.nanoseconds) : value;
  return [fieldValue, cursor.id];
}

/**
 * Reads one page of `base` (its filters, without order or limit). One document more than the page
 * is asked for, so the last page is known without an empty extra read. Offline, Firestore answers
 * from its cache with the documents it holds.
 */
export async function readPage<T>(
  { sdk }: FirestoreReader,
  base: Query,
  order: PageOrder,
  cursor: PageCursor | null,
  pageSize: number,
  parse: (document: DocumentSnapshot) => T | null,
): Promise<Page<T>> {
  const snapshot = await sdk.getDocs(
    sdk.query(
      base,
      sdk.orderBy(order.field, order.direction),
      sdk.orderBy(sdk.documentId(), order.direction),
      ...(cursor ? [sdk.startAfter(...cursorValues(sdk, cursor))] : []),
      sdk.limit(pageSize + 1),
    ),
  );
  const documents = snapshot.docs.slice(0, pageSize);
  const last = documents.at(-1);
  return {
    items: documents.flatMap((document) => {
      const parsed = parse(document);
      return parsed === null ? [] : [parsed];
    }),
    next: snapshot.docs.length > pageSize && last ? cursorAfter(last, order.field) : null,
  };
}

/**
 * How many documents `base` matches, counted by the server (one read however many there are), or
 * null offline: a count cannot be answered from the cache, and the list is shown without it.
 */
export async function countOrUnknown({ sdk }: FirestoreReader, base: Query): Promise<number | null> {
  try {
    return (await sdk.getCountFromServer(base)).data().count;
  } catch (error) {
    if (isNotAvailableOffline(error)) return null;
    throw error;
  }
}

/** Every page loaded so far, as one list. */
export const pageItems = <T>(pages: readonly Page<T>[] | undefined): T[] =>
  (pages ?? []).flatMap((page) => page.items);
