import { useRef, type ReactNode } from 'react';
import { LoadMore } from '@/ui/LoadMore';
import { ListState } from './ListState';
import type { PagedAdminList } from './usePagedAdminList';

type Props<T> = {
  list: PagedAdminList<T>;
  emptyText: string;
  /** Whether a search or filter is on (an empty list then means nothing matches). */
  filtered?: boolean;
  /** "Showing 25 of 60 services", without the total when it is unknown. */
  status: (shown: number, total: number | null) => string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/**
 * A paged admin list: "Loading...", its empty text or "nothing matches" instead of rows, or the rows
 * loaded so far with how many there are in all and "Load more".
 */
export function PagedAdminRows<T>({ list, emptyText, filtered = false, status, children }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const { items, pages } = list;
  if (list.isLoading || (items.length === 0 && !pages.hasNextPage)) {
    return (
      <ListState isLoading={list.isLoading} isEmpty={!filtered} noMatches={filtered} emptyText={emptyText} />
    );
  }
  return (
    <>
      <ul ref={listRef} className="divide-y divide-slate-200">
        {items.map(children)}
      </ul>
      <LoadMore
        listRef={listRef}
        shown={items.length}
        status={status(items.length, list.total)}
        pages={pages}
      />
    </>
  );
}
