/**
 * Which requests the service worker answers, and how (service-worker.ts). Pure functions of the
 * address, so they are tested without a worker.
 */

/** Served by Hosting or a Function, never a page of the app: Firebase's reserved paths, files, the API. */
const NOT_PAGES = /^\/(?:__\/|api\/|sitemap\.xml$|robots\.txt$|sw\.js$)/;

export const isAdminPage = (url: URL) =>
  url.pathname === '/login' || url.pathname === '/admin' || url.pathname.startsWith('/admin/');

/** A public page: what the render Function answers for a navigation. */
export const isPublicPage = (url: URL) =>
  url.origin === self.location.origin && !NOT_PAGES.test(url.pathname) && !isAdminPage(url);

/** The site search, in any language. */
export const isSearchPage = (url: URL) =>
  url.origin === self.location.origin && /^(?:\/[a-z]{2})?\/search$/.test(url.pathname);

/** A page's data, fetched when a link is followed in the page, and the catalogue index. */
export const isPageData = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.endsWith('.data') || /^(?:\/[a-z]{2})?\/catalogue\.json$/.test(url.pathname));

/** The page whose data a `.data` address is (React Router's single fetch: /products.data, /_root.data). */
export function pageOfData(url: URL): string {
  const path = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/';
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return `${path === '' ? '/' : path}${query ? `?${query}` : ''}`;
}

/** Images the worker keeps: our own files and Storage downloads (the emulator serves them on 9199). */
export const isCatalogueImage = (url: URL, sameOrigin: boolean) =>
  (sameOrigin && url.pathname.startsWith('/images/')) ||
  ((url.hostname === 'firebasestorage.googleapis.com' || url.port === '9199') &&
    url.pathname.startsWith('/v0/b/') &&
    url.searchParams.get('alt') === 'media');
