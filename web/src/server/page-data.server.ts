import { localeOfPath, type Locale } from '@kigali/domain/locales';
import { data, type HeadersArgs } from 'react-router';

/**
 * How long a public page may be served from the CDN after it was rendered: an editor's change
 * reaches every visitor within five minutes. Browsers keep no fresh copy and revalidate each time
 * (an unchanged page costs them a 304). Nothing personal is ever on these pages.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=300';
/** A page that does not exist (yet): kept a minute, so a product published now soon has its page. */
export const MISSING_PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60';
/** A page rendered without part of its data (a read failed): never kept. */
export const UNCACHED = 'no-store';

/** The page's language, from its address (/fr/…; a data request's too: /fr/products.data). */
export const requestLocale = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/** The answer for an item that visitors may not see: missing, in the trash, inactive or not yet published. */
export const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': MISSING_PAGE_CACHE } });

/**
 * The reads of one page. A failed read is logged and shows as nothing (docs/product.md#messages:
 * empty lists, the built-in slides), as the page always did; such a page is not cached, so the
 * next visitor gets it whole once the database answers again.
 */
export function pageReads() {
  let failed = false;
  return {
    read<T>(failure: string, read: Promise<T>, fallback: T): Promise<T> {
      return read.catch((error: unknown) => {
        console.error(failure, error);
        failed = true;
        return fallback;
      });
    },
    /** The page's data, with headers that keep a partial page out of caches. */
    page<T>(value: T) {
      return data(value, failed ? { headers: { 'Cache-Control': UNCACHED } } : undefined);
    },
  };
}

/** Every public page's `headers`: its own cache policy if it set one, else the public page's. */
export function publicPageHeaders({ loaderHeaders, errorHeaders }: HeadersArgs): HeadersInit {
  const own = (errorHeaders ?? loaderHeaders).get('Cache-Control');
  return { 'Cache-Control': own ?? PUBLIC_PAGE_CACHE };
}
