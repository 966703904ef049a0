import type { ReactNode } from 'react';
import { ListState } from './ListState';

type Props<T> = {
  items: readonly T[];
  isLoading: boolean;
  emptyText: string;
  /** Whether a search or filter hides every row (the list itself is not empty). */
  noMatches?: boolean;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/** An admin list: "Loading...", its empty text or "nothing matches" instead of rows, or the rows. */
export function AdminRows<T>({ items, isLoading, emptyText, noMatches = false, children }: Props<T>) {
  if (isLoading || items.length === 0) {
    return (
      <ListState isLoading={isLoading} isEmpty={!noMatches} noMatches={noMatches} emptyText={emptyText} />
    );
  }
  return <ul className="divide-y divide-slate-200">{items.map(children)}</ul>;
}
