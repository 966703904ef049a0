import express from 'express';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, send } from './fetch-adapter';

const page = `<!DOCTYPE html><html><body>${'<p>Kigali Tech Solutions</p>'.repeat(200)}</body></html>`;

/** A real HTTP server whose one route sends the page through `send`, as the render Function does. */
let origin = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.get('/page', (request, response) => {
    void send(
      new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      request,
      response,
    );
  });
  app.get('/tiny', (request, response) => {
    void send(new Response('ok', { headers: { 'Content-Type': 'text/plain' } }), request, response);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Node's fetch decompresses by itself; the raw bytes are read with the header that asks for them. */
async function get(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the render Function’s responses', () => {
  it('are sent in Brotli, then gzip, as the client accepts, and as they are otherwise', async () => {
    const br = await get('/page', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);

    const gzip = await get('/page', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const plain = await get('/page', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('leave a small body as it is', async () => {
    const tiny = await get('/tiny', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('ok');
  });

  it('have an ETag per encoding, and answer 304 to the one the client holds', async () => {
    const br = await get('/page', { 'Accept-Encoding': 'br' });
    const plain = await get('/page', {});
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/page', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get('/page', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(br.headers.etag),
    });
    expect(otherEncoding.status).toBe(200);
  });
});

describe('chosenEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
