import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { prerenderedQueriesElement } from './app/prerendered-queries';
import { routerBasename, routesFor } from './app/router';
import { localeOfPath, type Locale } from '@kigali/domain/locales';
import { loadLocale } from './i18n';
import { createQueryClient } from './data/query-client';
import { closeFirestore, serverReachable } from './lib/firestore';

export { closeFirestore, serverReachable };

/** A read slower than this means the database is not there: the page is written without data. */
const READ_TIMEOUT_MS = 15_000;
/** Data can reveal components with queries of their own (a product's category); they get a pass too. */
const MAX_DATA_PASSES = 4;

/** `data` is the element carrying the page's query data, empty when it has none. */
export type PrerenderedPage = { lang: Locale; head: string; body: string; data: string };

/**
 * Build-time rendering of a public route (web/vite/prerender.ts). Pages are rendered with their
 * data: the queries a render asks for are read from Firestore through the same data modules the
 * browser uses, and the page is rendered again until no query is missing. The data travels in
 * the HTML, so the browser hydrates the same page and refreshes it from Firestore later
 * (app/start.tsx). With `withData: false` (no database reachable at build time) pages are written
 * in their loading state, as the browser's first render would show them.
 */
export async function render(path: string, { withData }: { withData: boolean }): Promise<PrerenderedPage> {
  // The page's language, from its path (/fr/products); pages are rendered one at a time.
  const lang = localeOfPath(path);
  await loadLocale(lang);
  const handler = createStaticHandler(routesFor(lang), { basename: routerBasename(lang) });
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const renderPage = () =>
    renderToString(
      <StrictMode>
        {/* hydrate={false}: no inline hydration script, which the Content-Security-Policy would refuse. */}
        <App
          queryClient={queryClient}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
    );
  let html = renderPage();
  for (let pass = 0; withData && pass < MAX_DATA_PASSES; pass += 1) {
    const missing = missingQueries(queryClient);
    if (missing.length === 0) break;
    await Promise.allSettled(missing.map((query) => fetchWithin(query)));
    html = renderPage();
  }
  // A read that failed leaves its part in the loading state, as the browser will first render it.
  if (missingOrFailed(queryClient)) {
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    html = renderPage();
  }
  // React emits <title>, <meta> and <link> first; they belong in <head>.
  const head = html.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/)?.[0] ?? '';
  const state = dehydrate(queryClient);
  const data = state.queries.length > 0 ? prerenderedQueriesElement(state) : '';
  return { lang, head, body: html.slice(head.length), data };
}

const missingOrFailed = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');

/** Queries a render created without running them (a server render never fetches). */
function missingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        typeof query.options.queryFn === 'function' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/** Runs a query with its own options (an infinite query's paging included), failing when slow. */
async function fetchWithin(query: Query): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer in ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
  });
  try {
    await Promise.race([query.fetch(), timeout]);
  } catch (error) {
    console.warn(`Prerendering without ${query.queryHash}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
