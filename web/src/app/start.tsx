import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/data/query-client';
import { pageSettled } from '@/lib/page-settled';
import { App } from './App';
import { replayEarlyClick, stopCapturingEarlyClicks } from './early-clicks';
import { readPrerenderedQueries } from './prerendered-queries';
import { routerOptions, routesFor } from './router';
import { localeOfPath } from '@kigali/domain/locales';
import { loadLocale } from '@/i18n';

/**
 * The app's start in the browser, loaded in stages once the page has loaded (main.tsx,
 * load-app.ts). A prerendered page
 * (web/vite/prerender.ts) is hydrated with the data it was rendered with; that data is refreshed
 * from Firestore once the page has settled, so the Firestore SDK never delays the first paint or
 * the page becoming usable.
 */
const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

const queryClient = createQueryClient();
const prerendered = readPrerenderedQueries(document);
if (prerendered) {
  hydrate(queryClient, freshUntilSettled(prerendered));
  void pageSettled().then(() => refresh(queryClient, prerendered));
}

// The page's language is its path's (/fr/…); the shell of an unprerendered page learns it here.
const locale = localeOfPath(window.location.pathname);
await loadLocale(locale);
document.documentElement.lang = locale;
const router = createBrowserRouter(routesFor(locale), routerOptions(locale));
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={<RouterProvider router={router} />} />
    <AfterFirstCommit run={onHydrated} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // Load the lazy route modules of this URL first, so the first client render matches the HTML
  // and React hydrates it instead of rendering anew.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  // As a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

/** The page answers to the visitor now: a button pressed while it loaded is pressed again. */
function onHydrated() {
  // From here React answers presses itself; none is both answered and replayed.
  stopCapturingEarlyClicks();
  // Marks the page as interactive, for tools and tests that need to know (hover has no replay),
  // and when, for the benchmark.
  document.documentElement.dataset.hydrated = '';
  performance.mark('hydrated');
  // In a task of its own, not inside React's commit: the press may need to render synchronously.
  setTimeout(replayEarlyClick, 0);
}

/**
 * Renders nothing (so the server's HTML has nothing for it); runs as the hydrated page is
 * committed, before the browser can deliver another press to it.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/** Marked as just read, so mounting the page does not fetch it again at once. */
function freshUntilSettled(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** Re-reads what is on screen; the rest is marked stale and read when next shown. */
function refresh(client: QueryClient, state: DehydratedState) {
  const hashes = new Set(state.queries.map((query) => query.queryHash));
  void client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
}
