import { useRef, type ReactNode } from 'react';
import { LoadMore } from '@/ui/LoadMore';
import { ListState } from './ListState';
import type { PagedAdminList } from './usePagedAdminList';

type Props<T> = {
  list: PagedAdminList<T>;
  emptyText: string;
  /** Whether a search or filter is on (an empty list then means nothing matches). */
  filtered?: boolean;
  /** Which of the loaded items to show, for a filter Firestore cannot apply; all of them without it. */
  shows?: (item: T) => boolean;
  /** "Showing 25 of 60 services" for the items loaded so far, without the total when it is unknown. */
  status: (loaded: number, total: number | null) => string;
  /** An ordered list (`<ol>`), for a list whose order means something (a history). */
  ordered?: boolean;
  /** The list's spacing: rows divided by lines unless cards set their own. */
  className?: string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/**
 * A paged admin list: "Loading...", its empty text or "nothing matches" instead of rows, or the rows
 * loaded so far with how many there are in all and "Load more".
 */
export function PagedAdminRows<T>({
  list,
  emptyText,
  filtered = false,
  shows,
  status,
  ordered = false,
  className = 'divide-y divide-slate-200',
  children,
}: Props<T>) {
  const listRef = useRef<HTMLUListElement & HTMLOListElement>(null);
  const { items, pages } = list;
  const shown = shows ? items.filter(shows) : items;
  if (list.isLoading || (shown.length === 0 && !pages.hasNextPage)) {
    return (
      <ListState isLoading={list.isLoading} isEmpty={!filtered} noMatches={filtered} emptyText={emptyText} />
    );
  }
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <List ref={listRef} className={className}>
        {shown.map(children)}
      </List>
      <LoadMore
        listRef={listRef}
        shown={shown.length}
        status={status(items.length, list.total)}
        pages={pages}
      />
    </>
  );
}
