import { LIMITS } from '@kigali/domain';
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { loadFirestore, type FirestoreReader } from '@/lib/firestore';
import type { ListOptions } from './collection';
import type { Page, PageCursor } from './paging';

/** The paged reads of a collection (see `defineCollection`). */
export type PagedCollection<T> = {
  page: (
    reader: FirestoreReader,
    cursor: PageCursor | null,
    pageSize: number,
    options?: ListOptions,
  ) => Promise<Page<T>>;
  count: (reader: FirestoreReader, options?: Pick<ListOptions, 'where'>) => Promise<number | null>;
};

/**
 * The pages of an admin list, read one at a time by `read` (after `cursor`, ADMIN_PAGE_SIZE at the
 * most). Never fresh from a cache (staleTime 0): the team and visitors keep adding to it.
 */
export const adminPagesQuery = <T>(
  queryKey: QueryKey,
  read: (reader: FirestoreReader, cursor: PageCursor | null, pageSize: number) => Promise<Page<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<T>> =>
      read(await loadFirestore(), pageParam, LIMITS.adminPageSize),
    getNextPageParam: (page) => page.next,
  });

/** How many an admin list holds in all, or null when offline. */
export const adminCountQuery = (
  queryKey: QueryKey,
  count: (reader: FirestoreReader) => Promise<number | null>,
) =>
  queryOptions({
    queryKey,
    staleTime: 0,
    queryFn: async (): Promise<number | null> => count(await loadFirestore()),
  });

/** An admin screen's list, a page at a time, and how many it holds in all where that is counted. */
export type AdminPagedList<T> = {
  pages: ReturnType<typeof adminPagesQuery<T>>;
  count?: ReturnType<typeof adminCountQuery>;
};

/**
 * The pages and the total of an admin list of `collection`: the documents `options.where` keeps
 * (every one without it), in the collection's order or `options.order`. Both keys are `key` and
 * what follows it, so a change that makes `key` stale refreshes them.
 */
export function collectionPagedList<T>(
  key: QueryKey,
  collection: PagedCollection<T>,
  options: ListOptions = {},
): Required<AdminPagedList<T>> {
  return {
    pages: adminPagesQuery([...key, 'pages'], (reader, cursor, pageSize) =>
      collection.page(reader, cursor, pageSize, options),
    ),
    count: adminCountQuery([...key, 'count'], (reader) => collection.count(reader, options)),
  };
}
