import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What search engines and link previews read of a page in each language, from the server-rendered
 * HTML as the Hosting emulator serves it, with no script run (request.get): the page's language,
 * its canonical URL with the language's prefix, the hreflang alternates of its three versions plus
 * x-default (English), og:locale, and structured data in the page's language; and the sitemap,
 * which lists every version of each page with the same alternates.
 */

type Tag = Record<string, string>;

/** The <link> or <meta> tags of an HTML document, with their attributes (names lowercased, as HTML reads them). */
function tagsOf(html: string, name: 'link' | 'meta'): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!]),
    ),
  );
}

const pathOf = (url: string) => new URL(url).pathname;
const originOf = (url: string) => new URL(url).origin;

/** The page's three versions and the default, by path: '/products' → /products, /fr/products, /rw/products. */
function versionsOf(path: string) {
  const prefixed = (prefix: string) => (path === '/' ? prefix : `${prefix}${path}`);
  return { en: path, fr: prefixed('/fr'), rw: prefixed('/rw'), 'x-default': path };
}

type Structured = Record<string, unknown> & { '@type': string };

async function served(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const links = tagsOf(html, 'link');
  const metas = tagsOf(html, 'meta');
  const canonical = links.find((link) => link.rel === 'canonical')?.href ?? '';
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1],
    canonical,
    /** The alternates' paths by hreflang, on the canonical URL's origin. */
    alternates: Object.fromEntries(
      links
        .filter((link) => link.rel === 'alternate' && link.hreflang)
        .map((link) => {
          expect(originOf(link.href!), `${url}: ${link.hreflang}`).toBe(originOf(canonical));
          return [link.hreflang!, pathOf(link.href!)];
        }),
    ),
    meta: (property: string) =>
      metas.filter((meta) => meta.property === property).map((meta) => meta.content),
    structured: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Structured,
    ),
  };
}

const PAGES = [
  { url: '/fr/products', path: '/products', locale: 'fr', og: 'fr_RW', others: ['en_RW', 'rw_RW'] },
  { url: '/rw', path: '/', locale: 'rw', og: 'rw_RW', others: ['en_RW', 'fr_RW'] },
  { url: '/aboutus', path: '/aboutus', locale: 'en', og: 'en_RW', others: ['fr_RW', 'rw_RW'] },
] as const;

for (const { url, path, locale, og, others } of PAGES) {
  test(`${url} arrives with its language, its canonical URL, the alternates of its three versions and og:locale`, async ({
    request,
  }) => {
    const page = await served(request, url);
    expect(page.lang).toBe(locale);
    expect(pathOf(page.canonical)).toBe(url);
    expect(page.meta('og:url')).toEqual([page.canonical]);
    expect(page.alternates).toEqual(versionsOf(path));
    expect(page.meta('og:locale')).toEqual([og]);
    expect(page.meta('og:locale:alternate')).toEqual(others);
    const webPage = page.structured.find((data) => data['@type'] === 'WebPage');
    expect(webPage).toMatchObject({ inLanguage: locale, url: page.canonical });
  });
}

test('/fr/products lists its products at their French pages in the structured data', async ({ request }) => {
  const page = await served(request, '/fr/products');
  const list = page.structured.find((data) => data['@type'] === 'ItemList') as
    { itemListElement: { url: string }[] } | undefined;
  expect(list?.itemListElement.length).toBeGreaterThan(0);
  for (const item of list!.itemListElement) expect(pathOf(item.url)).toMatch(/^\/fr\/products\/[\w-]+$/);
});

test('a product page under /rw has its alternates, and its structured data in Kinyarwanda', async ({
  request,
}) => {
  // A product linked from the first page of the Kinyarwanda list.
  const list = await (await request.get('/rw/products')).text();
  const slug = /href="\/rw\/products\/([\w-]+)"/.exec(list)?.[1];
  expect(slug, 'a product link on /rw/products').toBeDefined();

  const page = await served(request, `/rw/products/${slug}`);
  expect(page.lang).toBe('rw');
  expect(pathOf(page.canonical)).toBe(`/rw/products/${slug}`);
  expect(page.alternates).toEqual(versionsOf(`/products/${slug}`));
  expect(page.meta('og:locale')).toEqual(['rw_RW']);
  const product = page.structured.find((data) => data['@type'] === 'Product') as
    { offers: { url: string } } | undefined;
  expect(pathOf(product!.offers.url)).toBe(`/rw/products/${slug}`);
  expect(page.structured.find((data) => data['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'rw' });
});

test('the sitemap lists the French and Kinyarwanda versions of each page, each with the alternates of all three', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: pathOf(/<loc>(.*?)<\/loc>/.exec(body!)![1]!),
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang!, pathOf(href!)],
      ),
    ),
  }));
  const locs = urls.map((url) => url.loc);

  const list = await (await request.get('/rw/products')).text();
  const slug = /href="\/rw\/products\/([\w-]+)"/.exec(list)?.[1];
  for (const path of ['/', '/products', '/aboutus', `/products/${slug}`]) {
    const versions = versionsOf(path);
    for (const version of [versions.en, versions.fr, versions.rw]) {
      expect(locs, version).toContain(version);
      expect(urls.find((url) => url.loc === version)?.alternates, version).toEqual(versions);
    }
  }
  const inLanguage = (prefix: string) => locs.filter((loc) => loc === prefix || loc.startsWith(`${prefix}/`));
  expect(inLanguage('/fr')).toHaveLength(urls.length / 3);
  expect(inLanguage('/rw')).toHaveLength(urls.length / 3);
});
