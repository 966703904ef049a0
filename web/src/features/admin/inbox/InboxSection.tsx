import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { pageItems, type Page } from '@/data/paging';
import { AdminCard } from '@/features/admin/shared/AdminSection';
import { ListState } from '@/features/admin/shared/ListState';
import { useMessages } from '@/i18n';
import { LoadMore } from '@/ui/LoadMore';

type Props<T extends { id: string; handled?: boolean | undefined }> = {
  title: string;
  pages: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** How many the collection holds in all (null offline, or while it is counted). */
  total: number | null;
  unhandledOnly: boolean;
  /** "Showing 25 of 30 messages". */
  status: (loaded: number, total: number | null) => string;
  renderItem: (item: T) => ReactNode;
};

/**
 * One of the inbox's lists, newest first, a page at a time. "Show unhandled only" filters the
 * pages loaded so far: "handled" is missing on a new submission, which a Firestore filter on it
 * would leave out.
 */
export function InboxSection<T extends { id: string; handled?: boolean | undefined }>({
  title,
  pages,
  total,
  unhandledOnly,
  status,
  renderItem,
}: Props<T>) {
  const t = useMessages().adminContent.inbox;
  const listRef = useRef<HTMLUListElement>(null);
  const loaded = pageItems(pages.data?.pages);
  const shown = loaded.filter((item) => !unhandledOnly || item.handled !== true);
  return (
    <AdminCard title={title}>
      {shown.length === 0 && !pages.hasNextPage ? (
        <ListState isLoading={pages.isPending} isEmpty emptyText={t.empty} />
      ) : (
        <>
          <ul ref={listRef} className="space-y-4">
            {shown.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <LoadMore
            listRef={listRef}
            shown={shown.length}
            status={status(loaded.length, total)}
            pages={pages}
          />
        </>
      )}
    </AdminCard>
  );
}
