import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminPagedList } from '@/data/admin-lists';
import { pageItems } from '@/data/paging';
import { useFetchFailureToast } from './admin-toast';

/**
 * Reads an admin screen's list a page at a time, and its total, so the screen costs the same
 * however large the collection grows. A failed read is toasted with `fetchFailed`. While another
 * filter's pages load, the rows they replace stay on screen. A change to the collection refreshes
 * every page loaded so far and the total (their keys start with the collection's).
 */
export function usePagedAdminList<T>(list: AdminPagedList<T>, fetchFailed: string) {
  const pages = useInfiniteQuery({ ...list.pages, placeholderData: keepPreviousData });
  const total = useQuery(list.count).data ?? null;
  useFetchFailureToast(pages.error, fetchFailed);
  return {
    /** Every item of the pages loaded so far. */
    items: pageItems(pages.data?.pages),
    /** How many the list holds in all, or null while unknown (offline, or not read yet). */
    total,
    isLoading: pages.isPending,
    /** What "Load more" needs of the paged query. */
    pages,
  };
}

export type PagedAdminList<T> = ReturnType<typeof usePagedAdminList<T>>;
