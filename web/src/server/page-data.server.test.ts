import { describe, expect, it, vi } from 'vitest';
import {
  MISSING_PAGE_CACHE,
  notFound,
  pageReads,
  PUBLIC_PAGE_CACHE,
  publicPageHeaders,
  requestLocale,
  UNCACHED,
} from './page-data.server';

const headersOf = (init?: HeadersInit) => new Headers(init);
const headersArgs = (loader?: HeadersInit, error?: HeadersInit) =>
  ({
    loaderHeaders: headersOf(loader),
    errorHeaders: error ? headersOf(error) : undefined,
    parentHeaders: headersOf(),
    actionHeaders: headersOf(),
  }) as Parameters<typeof publicPageHeaders>[0];

describe('a public page’s data', () => {
  it('is read in the language of its address, a data request’s included', () => {
    expect(requestLocale(new Request('http://site/fr/products'))).toBe('fr');
    expect(requestLocale(new Request('http://site/rw/products/dome.data'))).toBe('rw');
    expect(requestLocale(new Request('http://site/products'))).toBe('en');
  });

  it('is kept by the CDN for five minutes, a missing page for one, a partial page never', () => {
    expect(publicPageHeaders(headersArgs())).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE });
    expect(PUBLIC_PAGE_CACHE).toContain('s-maxage=300');
    const missing = notFound();
    expect(missing.init?.status).toBe(404);
    expect(publicPageHeaders(headersArgs(undefined, missing.init?.headers))).toEqual({
      'Cache-Control': MISSING_PAGE_CACHE,
    });
    expect(publicPageHeaders(headersArgs({ 'Cache-Control': UNCACHED }))).toEqual({
      'Cache-Control': UNCACHED,
    });
  });

  it('shows what could be read when a read fails, logged, and keeps that page out of caches', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reads = pageReads();
    const [slides, products] = await Promise.all([
      reads.read('Error fetching hero slides', Promise.reject(new Error('unavailable')), []),
      reads.read('Error fetching products', Promise.resolve(['a product']), []),
    ]);
    expect(slides).toEqual([]);
    expect(products).toEqual(['a product']);
    expect(log).toHaveBeenCalledWith('Error fetching hero slides', expect.any(Error));
    expect(new Headers(reads.page({}).init?.headers).get('Cache-Control')).toBe(UNCACHED);
    log.mockRestore();
  });

  it('leaves a whole page’s caching to the page', async () => {
    const reads = pageReads();
    await reads.read('Error fetching products', Promise.resolve([]), []);
    expect(new Headers(reads.page({}).init?.headers ?? {}).get('Cache-Control')).toBeNull();
  });
});
