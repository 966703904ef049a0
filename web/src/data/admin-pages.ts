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
 * An admin list (the inbox's, a posting's applications), a page at a time. Never fresh from a
 * cache (staleTime 0): visitors keep adding to it while it is open.
 */
export const adminPagesQuery = <T>(
  queryKey: QueryKey,
  collection: PagedCollection<T>,
  options?: ListOptions,
) =>
  infiniteQueryOptions({
    queryKey,
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<T>> =>
      collection.page(await loadFirestore(), pageParam, LIMITS.adminPageSize, options),
    getNextPageParam: (page) => page.next,
  });

/** How many an admin list holds in all, or null when offline. */
export const adminCountQuery = <T>(
  queryKey: QueryKey,
  collection: PagedCollection<T>,
  options?: Pick<ListOptions, 'where'>,
) =>
  queryOptions({
    queryKey,
    staleTime: 0,
    queryFn: async (): Promise<number | null> => collection.count(await loadFirestore(), options),
  });
