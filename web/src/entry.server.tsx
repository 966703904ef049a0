import { contentSecurityPolicy } from '@kigali/domain';
import { localeOfPath } from '@kigali/domain/locales';
import bootScript from 'virtual:boot-script';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { holdAppCode } from '@/app/app-code-after-paint';
import { env } from '@/config/env';
import { readCatalogue } from '@/i18n';
import { inlineScriptHashes } from '@/server/inline-scripts.server';

/** A render slower than this is cut short: the function answers with what it has. */
export const streamTimeout = 10_000;

/**
 * Renders a page whole before answering: pages are cached by the CDN and read by link previews
 * and search engines, which want the full HTML, and the Content-Security-Policy lists the hashes
 * of the page's inline scripts, known only once it is written.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  await readCatalogue(localeOfPath(new URL(request.url).pathname));
  const html = withBootScript(
    holdAppCode(await renderDocument(<ServerRouter context={routerContext} url={request.url} />)),
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      appCheckSiteKey: env.appCheck.recaptchaEnterpriseSiteKey,
      inlineScriptHashes: inlineScriptHashes(html),
      // Images uploaded to the Storage emulator are served over plain http on the loopback.
      imageSources: env.useEmulators ? [`http://127.0.0.1:${env.emulatorPorts.storage}`] : [],
    }),
  );
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * The boot script (src/app/boot.ts) first in the head, so it runs while the page is parsed. React
 * renders the document without it and, hydrating, passes over a script in the head it did not write.
 */
const withBootScript = (html: string) => html.replace('<head>', `<head><script>${bootScript}</script>`);

function renderDocument(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const { pipe, abort } = renderToPipeableStream(element, {
      // Every Suspense boundary (the page's hydration units) in its place in the document. React
      // otherwise moves a boundary that comes after its first 12.8 KB to the end of the HTML and
      // reveals it from a script up to 300 ms after the first paint (the footer and the home page's
      // lower sections popped in, and the page was laid out twice): the point of that is to paint
      // a streamed shell early, and this page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => console.error('Rendering a page failed', error),
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
