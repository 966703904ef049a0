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
 * Sends a rendered response. The body is sent whole, so Express adds an ETag and answers a
 * browser's revalidation with 304 when the page has not changed.
 */
export async function send(response: Response, to: ExpressResponse): Promise<void> {
  to.status(response.status);
  response.headers.forEach((value, name) => to.setHeader(name, value));
  to.send(Buffer.from(await response.arrayBuffer()));
}
