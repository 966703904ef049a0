import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { readQuery } from './firestore.server';

/**
 * One page of a list newest first, and where the next starts. The cursor travels in the page's
 * address (`?after=`), so "Load more" is a cacheable GET: the ordering time, to the nanosecond
 * (documents written in one batch share a millisecond), then the document id for ties.
 */
export type Page<T> = { items: T[]; next: string | null };

export function encodeCursor(document: DocumentSnapshot, field: string): string | null {
  const value: unknown = document.get(field);
  return value instanceof Timestamp ? `${value.seconds}.${value.nanoseconds}.${document.id}` : null;
}

/** The cursor of an address, or null for the first page (also for one that is not a cursor). */
export function decodeCursor(text: string | null): { at: Timestamp; id: string } | null {
  const match = /^(\d{1,12})\.(\d{1,9})\.([^/]{1,1500})$/.exec(text ?? '');
  if (!match) return null;
  return { at: new Timestamp(Number(match[1]), Number(match[2])), id: match[3]! };
}

/** Reads one page of `base` (its filters only), newest first by `field`, a document more to know if there is more. */
export async function readPage<T>(
  base: Query,
  field: string,
  after: string | null,
  pageSize: number,
  parse: (document: DocumentSnapshot) => T | null,
): Promise<Page<T>> {
  const cursor = decodeCursor(after);
  let query = base.orderBy(field, 'desc').orderBy('__name__', 'desc');
  if (cursor) query = query.startAfter(cursor.at, cursor.id);
  const snapshot = await readQuery(query.limit(pageSize + 1));
  const documents = snapshot.docs.slice(0, pageSize);
  const last = documents.at(-1);
  return {
    items: documents.flatMap((document) => {
      const parsed = parse(document);
      return parsed === null ? [] : [parsed];
    }),
    next: snapshot.docs.length > pageSize && last ? encodeCursor(last, field) : null,
  };
}
