import { createHash } from 'node:crypto';
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

/**
 * Sends a rendered response with an ETag of its body, answering a revalidation of a page that has
 * not changed with 304 and no body: the browser (or the CDN) keeps the copy it has.
 */
export async function send(response: Response, request: ExpressRequest, to: ExpressResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => to.setHeader(name, value));
  if (response.status === 200 || response.status === 404) {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    to.setHeader('ETag', etag);
    const known = request.get('if-none-match')?.split(/\s*,\s*/) ?? [];
    if (response.status === 200 && (known.includes(etag) || known.includes(`W/${etag}`))) {
      to.status(304).end();
      return;
    }
  }
  to.status(response.status).end(request.method === 'HEAD' ? undefined : body);
}
