import { useState } from 'react';
import { slugSearchPrefix } from '@/data/admin-lists';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the search is read. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of a list Firestore searches by the start of its slugs (products, services): what
 * is typed, the `term` read once the typing pauses, and whether that term narrows the list.
 */
export function useSlugSearch() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DELAY_MS);
  return { search, setSearch, term, narrows: slugSearchPrefix(term) !== '' };
}
