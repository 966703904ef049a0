import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { RENDER_MIN_INSTANCES } from '../params';
import { requestOf, send } from './fetch-adapter';

/**
 * The public site's server: every public page and its data (React Router's single fetch: the
 * `.data` GETs of links followed in the page), rendered on request from Firestore, behind Hosting
 * (firebase.json rewrites every address no file answers to it). Hosting's CDN keeps each answer as
 * its Cache-Control allows (web/src/server/page-data.server.ts), so most visits never reach it.
 *
 * The site's code is loaded on the first request, not when the instance starts: the other
 * Functions share this bundle and must not pay for React.
 */
let handler: Promise<(request: Request) => Promise<Response>> | null = null;

const loadHandler = () =>
  (handler ??= Promise.all([import('react-router'), import('kigali-public-site')]).then(
    ([{ createRequestHandler }, build]) => createRequestHandler(build, 'production'),
  ));

export const renderPage = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 30,
    concurrency: 80,
    maxInstances: 20,
    minInstances: RENDER_MIN_INSTANCES,
  },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const started = performance.now();
    try {
      const rendered = await (await loadHandler())(requestOf(request));
      rendered.headers.append('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      await send(rendered, request, response);
    } catch (error) {
      logger.error(`Could not render ${request.originalUrl}`, error);
      response.set('Cache-Control', 'no-store').status(500).send('The page could not be rendered.');
    }
  },
);
