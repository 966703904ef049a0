import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

/** The address parameter of the page after the one shown: "Load more" asks for `?after=<cursor>`. */
export const AFTER_PARAM = 'after';

type Page<T> = { items: T[]; next: string | null };

type Loaded<T> = {
  /** The first page these pages follow: another first page (another filter) starts again. */
  first: Page<T>;
  pages: Page<T>[];
  /** The fetcher answer already taken in, so a render does not take it twice. */
  taken: Page<T> | undefined;
};

/**
 * A list rendered with its first page, which "Load more" extends a page at a time: each page is a
 * GET of the same address with `?after=`, a cacheable request like any page's data.
 */
export function usePagedList<T>(first: Page<T>) {
  const fetcher = useFetcher<{ page: Page<T> }>();
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded<T>>({ first, pages: [], taken: undefined });
  const [askedFor, setAskedFor] = useState<Page<T> | null>(null);

  const current = loaded.first === first ? loaded : { first, pages: [], taken: loaded.taken };
  const arrived = fetcher.state === 'idle' ? fetcher.data?.page : undefined;
  if (arrived && arrived !== current.taken) {
    // Taken in while rendering, as React allows for state derived from what came before.
    setLoaded({
      first,
      pages: askedFor === first ? [...current.pages, arrived] : current.pages,
      taken: arrived,
    });
    setAskedFor(null);
  } else if (current !== loaded) {
    setLoaded(current);
  }

  const last = current.pages.at(-1) ?? first;
  const loadMore = () => {
    if (!last.next || fetcher.state !== 'idle') return;
    const params = new URLSearchParams(location.search);
    params.set(AFTER_PARAM, last.next);
    setAskedFor(first);
    void fetcher.load(`${location.pathname}?${params.toString()}`);
  };

  return {
    items: [first, ...current.pages].flatMap((page) => page.items),
    hasNextPage: last.next !== null,
    isFetchingNextPage: fetcher.state !== 'idle',
    fetchNextPage: loadMore,
  };
}
