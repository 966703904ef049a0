import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/router';

/**
 * Build-time rendering of a public route (web/vite/prerender.ts). Data comes from Firestore after
 * hydration, so pages render their loading state here; titles, descriptions, canonical links,
 * structured data and all fixed content are in the HTML.
 */
export async function render(path: string): Promise<{ head: string; body: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* hydrate={false}: no inline hydration script, which the Content-Security-Policy would refuse. */}
      <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
    </StrictMode>,
  );
  // React emits <title>, <meta> and <link> first; they belong in <head>.
  const head = html.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
