import { useEffect, useRef, type RefObject } from 'react';
import { useMessages } from '@/i18n';
import { Button } from './Button';

type Props = {
  /** The list the pages are appended to: each child element is one item. */
  listRef: RefObject<HTMLElement | null>;
  /** How many items the list shows now. */
  shown: number;
  /** "Showing 24 of 2,000 products": announced politely whenever it changes. */
  status: string;
  /** The paged query (TanStack Query's infinite query result fits as it is). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/**
 * The count of a paged list and its "Load more" button. Once the next page is in, focus moves to
 * its first item, so keyboard and screen-reader users carry on reading where the new items start
 * (the button may be gone, and focus must not fall back to the top of the page).
 */
export function LoadMore({ listRef, shown, status, pages }: Props) {
  const { hasNextPage: hasMore, isFetchingNextPage: isLoading } = pages;
  const t = useMessages().paging;
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const firstNew = listRef.current?.children[from];
    if (firstNew instanceof HTMLElement) {
      firstNew.setAttribute('tabindex', '-1');
      firstNew.focus();
    }
  }, [shown, listRef]);

  const loadMore = () => {
    if (isLoading) return;
    focusFrom.current = shown;
    pages.fetchNextPage();
  };

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
      {hasMore && (
        // aria-disabled, not disabled: a disabled button drops the focus to the top of the page.
        <Button variant="secondary" onClick={loadMore} aria-disabled={isLoading || undefined}>
          {isLoading ? t.loadingMore : t.loadMore}
        </Button>
      )}
    </div>
  );
}
