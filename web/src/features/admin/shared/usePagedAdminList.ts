import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type { AdminPagedList } from '@/data/admin-paging';
import { pageItems, type Page } from '@/data/paging';
import { useFetchFailureToast } from './admin-toast';

/** What a list that is not counted asks for its total: nothing, never run. */
const uncounted = queryOptions({
  queryKey: ['uncounted'] as readonly unknown[],
  queryFn: async (): Promise<number | null> => null,
});

/**
 * Reads an admin screen's list a page at a time, and its total where it is counted, so the screen
 * costs the same however large the list grows. A failed read is toasted with `fetchFailed`. While
 * another filter's pages load, the rows they replace stay on screen. A change to the collection
 * refreshes every page loaded so far and the total (their keys start with the collection's).
 * `enabled: false` reads nothing (a filter that cannot be searched, nothing the role may read);
 * `refetchInterval` reads the loaded pages again while what they hold says to.
 */
export function usePagedAdminList<T>(
  list: AdminPagedList<T>,
  fetchFailed: string,
  {
    enabled = true,
    refetchInterval,
  }: { enabled?: boolean; refetchInterval?: (loaded: T[]) => number | false } = {},
) {
  const pages = useInfiniteQuery({
    ...list.pages,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query: { state: { data?: InfiniteData<Page<T>> | undefined } }) =>
      refetchInterval?.(pageItems(query.state.data?.pages)) ?? false,
  });
  const counted = list.count !== undefined;
  const countQuery: typeof uncounted = list.count ?? uncounted;
  const total = useQuery({ ...countQuery, enabled: enabled && counted }).data ?? null;
  useFetchFailureToast(pages.error, fetchFailed);
  return {
    /** Every item of the pages loaded so far. */
    items: pageItems(pages.data?.pages),
    /** How many the list holds in all, or null while unknown (offline, not read yet, not counted). */
    total,
    isLoading: enabled && pages.isPending,
    /** What "Load more" needs of the paged query. */
    pages,
  };
}

export type PagedAdminList<T> = ReturnType<typeof usePagedAdminList<T>>;
