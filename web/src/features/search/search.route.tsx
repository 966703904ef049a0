import { localeOfPath, localizedPath } from '@kigali/domain/locales';
import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { PublicPageError } from '@/features/layout/PageError';
import type { CatalogueIndex } from '@kigali/domain';
import { SearchPage } from './SearchPage';

/**
 * The search runs in the browser, over the catalogue index (a cacheable GET the service worker
 * keeps, so the search works offline too). The server renders the page while it arrives.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<CatalogueIndex> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const response = await fetch(localizedPath(locale, paths.catalogueIndex));
  if (!response.ok) throw new Response(null, { status: response.status });
  return (await response.json()) as CatalogueIndex;
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
