import { localeOfPath } from '@kigali/domain/locales';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { readCatalogue } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { readCatalogueIndexForSearch } from '@/server/catalogue-index.server';
import { pageReads, requestLocale } from '@/server/page-data.server';
import { loadCatalogueIndex } from './catalogue-index-client';
import { matchesOf } from './search-catalogue';
import { SearchPage, type SearchData } from './SearchPage';

/**
 * A search sent to the server (a link, a reload, the header's field before the app has started)
 * comes with its results in the HTML: only what the term finds, not the whole index.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get('q') ?? '';
  const locale = requestLocale(request);
  const reads = pageReads();
  const [index, t] = await Promise.all([
    reads.read('Error fetching the catalogue index', readCatalogueIndexForSearch(locale), null),
    readCatalogue(locale),
  ]);
  // Without the index the page says it is loading, and searches once the browser has fetched it.
  const matches =
    index && matchesOf(term, index, (category) => labelOf(t.labels, 'serviceCategories', category));
  return reads.page<SearchData>({ catalogue: matches, term });
}

/**
 * A search made in the page runs in the browser, over the whole catalogue index (a cacheable GET
 * the service worker keeps, so the search works offline too).
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<SearchData> {
  return { catalogue: await loadCatalogueIndex(localeOfPath(new URL(request.url).pathname)), term: null };
}

export { publicPageHeaders as headers } from '@/server/page-data.server';
export { revalidateOnNewPathOnly as shouldRevalidate } from '@/lib/revalidate';

export default function SearchRoute() {
  return <SearchPage data={useLoaderData<typeof clientLoader>()} />;
}

export const ErrorBoundary = PublicPageError;
