import { isContentCollection } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import type { DocumentData, DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import type * as z from 'zod';
import { cacheMissesUnavailable, loadFirestore, type FirestoreReader, type ReaderSdk } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { loggedRead } from './logged-read';
import { countOrUnknown, readPage, type Page, type PageCursor, type PageOrder } from './paging';

/**
 * Loads what an admin's content writes need (their stamps, the move to the trash), which the
 * collections load only on a write. The admin area loads it as it starts: a first save made after
 * the connection has dropped must not need a download.
 */
export const loadContentWrites = (): Promise<unknown> =>
  Promise.all([import('./editor-stamps'), import('./trash')]);

/** Filters and limits of a read, built from the SDK that does the reading. */
type Constraints = (sdk: ReaderSdk) => QueryConstraint[];

export type ListOptions = {
  /** `where` and `limit` clauses; the collection's order is added unless `order` replaces it. */
  where?: Constraints;
  order?: PageOrder;
};

/** The write times a collection keeps: set by the server, never by the browser's clock. */
type Stamps = { created?: 'created_at'; updated?: 'updated_at' };

type Definition<S extends z.ZodType, N extends string> = {
  /** The Firestore collection. */
  name: N;
  /** The domain schema every document is parsed with (a document that does not fit is logged and left out). */
  entity: S;
  /** The order lists are read in unless a read asks for another. */
  order: PageOrder;
  stamps?: Stamps;
};

/**
 * One collection as the data modules see it: its name, how its documents are parsed, its order, its
 * query keys, and the plain reads and writes every module would otherwise write out again. A data module
 * defines its collection once with this and builds its queries and write rules on top.
 */
export function defineCollection<S extends z.ZodType, const N extends string = string>({
  name,
  entity,
  order,
  stamps = {},
}: Definition<S, N>) {
  type Item = z.output<S>;
  // Content is stamped with its author and goes to the trash when deleted; what visitors send
  // (applications, messages) is neither. Both need Auth, loaded only when an admin writes.
  const content = isContentCollection(name) ? name : null;
  const authorOfNew = async () => (content ? (await import('./editor-stamps')).creationStamps() : {});
  const authorOfEdit = async (sdk: Awaited<ReturnType<typeof loadFirestore>>['sdk']) =>
    content ? (await import('./editor-stamps')).editStamps(sdk) : {};
  const serverTimes = (sdk: Awaited<ReturnType<typeof loadFirestore>>['sdk'], which: (keyof Stamps)[]) =>
    Object.fromEntries(
      which.flatMap((stamp) => (stamps[stamp] ? [[stamps[stamp], sdk.serverTimestamp()]] : [])),
    );

  /** The collection's documents (or those `where` keeps), in its order or the one asked for. */
  async function list(
    { db, sdk }: FirestoreReader,
    { where, order: by = order }: ListOptions = {},
  ): Promise<Item[]> {
    const snapshot = await sdk.getDocs(
      sdk.query(sdk.collection(db, name), ...(where?.(sdk) ?? []), sdk.orderBy(by.field, by.direction)),
    );
    return parseDocuments(entity, snapshot);
  }

  return {
    name,
    order,
    /**
     * Every query key starts with the collection's name, so invalidating `keys.all` refreshes every list,
     * count and page of it after a change.
     */
    keys: {
      all: [name] as const,
      of: <const P extends readonly unknown[]>(...parts: P) => [name, ...parts] as const,
    },

    parse: (document: DocumentSnapshot): Item | null => parseDocument(entity, document),

    ref: ({ db, sdk }: FirestoreReader) => sdk.collection(db, name),

    list,

    /**
     * A whole list, read with the full SDK, where what this device's cache lacks offline fails as
     * `unavailable` rather than reading as an empty list (cacheMissesUnavailable); a failed read is
     * logged under `failure`.
     */
    listQuery: <const K extends readonly unknown[]>(queryKey: K, failure: string, options?: ListOptions) =>
      queryOptions({
        queryKey,
        queryFn: (): Promise<Item[]> =>
          loggedRead(failure, async () => list(cacheMissesUnavailable(await loadFirestore()), options)),
      }),

    /** A list for the admin screens, read with the full SDK (the admin is signed in through it). */
    adminListQuery: <const K extends readonly unknown[]>(queryKey: K, options?: ListOptions) =>
      queryOptions({
        queryKey,
        queryFn: async (): Promise<Item[]> => list(await loadFirestore(), options),
      }),

    /**
     * One page of the collection's documents (or of those `where` keeps; no `limit` there), in its order
     * or the one asked for, starting after `cursor` (null for the first page).
     */
    page(
      reader: FirestoreReader,
      cursor: PageCursor | null,
      pageSize: number,
      { where, order: by = order }: ListOptions = {},
    ): Promise<Page<Item>> {
      const { db, sdk } = reader;
      const base = sdk.query(sdk.collection(db, name), ...(where?.(sdk) ?? []));
      return readPage(reader, base, by, cursor, pageSize, (document) => parseDocument(entity, document));
    },

    /** How many documents the collection (or `where`) holds, counted by the server; null offline. */
    count(reader: FirestoreReader, { where }: Pick<ListOptions, 'where'> = {}): Promise<number | null> {
      const { db, sdk } = reader;
      return countOrUnknown(reader, sdk.query(sdk.collection(db, name), ...(where?.(sdk) ?? [])));
    },

    async get({ db, sdk }: FirestoreReader, id: string): Promise<Item | null> {
      return parseDocument(entity, await sdk.getDoc(sdk.doc(db, name, id)));
    },

    /** Adds a document with the collection's server write times and its author; returns its id. */
    async create(fields: DocumentData): Promise<string> {
      const { db, sdk } = await loadFirestore();
      const ref = await sdk.addDoc(sdk.collection(db, name), {
        ...fields,
        ...serverTimes(sdk, ['created', 'updated']),
        ...(await authorOfNew()),
      });
      return ref.id;
    },

    /**
     * Replaces the given fields and stamps `updated_at` where the collection keeps it, and the author
     * of the edit; `created_at` stays.
     */
    async update(id: string, fields: DocumentData): Promise<void> {
      const { db, sdk } = await loadFirestore();
      await sdk.updateDoc(sdk.doc(db, name, id), {
        ...fields,
        ...serverTimes(sdk, ['updated']),
        ...(await authorOfEdit(sdk)),
      });
    },

    /** Deletes a document: content goes to the trash (trash.ts), from where it can be restored. */
    async remove(id: string): Promise<void> {
      if (content) return (await import('./trash')).moveToTrash(content, id);
      const { db, sdk } = await loadFirestore();
      await sdk.deleteDoc(sdk.doc(db, name, id));
    },

    /** Saves a new `order_index` for each document in one batch, so readers never see half a reorder. */
    async saveOrder(order: readonly { id: string; order_index: number }[]): Promise<void> {
      const { db, sdk } = await loadFirestore();
      const stamps = await authorOfEdit(sdk);
      const batch = sdk.writeBatch(db);
      for (const { id, order_index } of order) {
        batch.update(sdk.doc(db, name, id), { order_index, ...stamps });
      }
      await batch.commit();
    },
  };
}
