import { useSearchParams } from 'react-router';

export const CATEGORY_PARAM = 'category';

/**
 * The selected category filter, kept in the address (`?category=`) so a filtered list can be
 * shared, bookmarked and restored with the back button.
 */
export function useCategoryParam(): [string | null, (category: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const selected = params.get(CATEGORY_PARAM);
  const select = (category: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (category === null) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, category);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [selected, select];
}
