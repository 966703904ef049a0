import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * The page address as the visitor asked for it. Behind Hosting the Function sees the path it was
 * rewritten from; the host is Hosting's (X-Forwarded-Host), never the Function's own.
 */
export function requestOf(request: ExpressRequest): Request {
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost';
  const url = new URL(request.originalUrl, `${request.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(url, { method: request.method, headers });
}

/** What is worth compressing: pages, page data (`text/x-script`) and JSON, not already compressed pictures. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript))/;
/** Below this size compression saves less than it costs. */
const SMALLEST_COMPRESSED = 1024;

/** The encoding the client accepts that the body is sent in: Brotli, then gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, weight]) => !/^\s*q=0(?:\.0*)?\s*$/.test(weight ?? ''))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const compress = (body: Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? // Quality 5: most of Brotli's gain on a page, in a few milliseconds.
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);

/**
 * Sends a rendered response, compressed when the client accepts it (the Hosting emulator passes a
 * Function's body as it is; Hosting's CDN keeps what it is given), with an ETag of its body per
 * encoding, answering a revalidation of a page that has not changed with 304 and no body: the
 * browser (or the CDN) keeps the copy it has.
 */
export async function send(response: Response, request: ExpressRequest, to: ExpressResponse): Promise<void> {
  let body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => to.setHeader(name, value));
  const encoding =
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && body.length >= SMALLEST_COMPRESSED
      ? chosenEncoding(request.get('accept-encoding'))
      : null;
  to.setHeader('Vary', [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (response.status === 200 || response.status === 404) {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
    to.setHeader('ETag', etag);
    const known = request.get('if-none-match')?.split(/\s*,\s*/) ?? [];
    if (response.status === 200 && (known.includes(etag) || known.includes(`W/${etag}`))) {
      to.status(304).end();
      return;
    }
  }
  if (encoding) {
    body = compress(body, encoding);
    to.setHeader('Content-Encoding', encoding);
  }
  to.status(response.status).end(request.method === 'HEAD' ? undefined : body);
}
