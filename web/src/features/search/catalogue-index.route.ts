import type { LoaderFunctionArgs } from 'react-router';
import { readCatalogueIndex } from '@/server/catalogue-index.server';
import { PUBLIC_PAGE_CACHE, requestLocale } from '@/server/page-data.server';

/** GET /catalogue.json (and /fr/…, /rw/…): the catalogue index, cached like a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await readCatalogueIndex(requestLocale(request)), {
    headers: { 'Cache-Control': PUBLIC_PAGE_CACHE },
  });
}
