import { localeOfPath } from '@kigali/domain/locales';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import type { CatalogueIndex } from '@kigali/domain';
import { loadCatalogueIndex } from './catalogue-index-client';
import { SearchPage } from './SearchPage';

/**
 * The search runs in the browser, over the catalogue index (a cacheable GET the service worker
 * keeps, so the search works offline too). The server renders the page while it arrives.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<CatalogueIndex> {
  return loadCatalogueIndex(localeOfPath(new URL(request.url).pathname));
}
clientLoader.hydrate = true as const;

export { publicPageHeaders as headers } from '@/server/page-data.server';
export { revalidateOnNewPathOnly as shouldRevalidate } from '@/lib/revalidate';

export function HydrateFallback() {
  return <SearchPage catalogue={null} />;
}

export default function SearchRoute() {
  return <SearchPage catalogue={useLoaderData<typeof clientLoader>()} />;
}

export const ErrorBoundary = PublicPageError;
