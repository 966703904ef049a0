import { describe, expect, it } from 'vitest';
import { buildSitemap, escapeXml, PUBLIC_PAGES, sitemapPages } from './build-sitemap';

const catalogue = {
  products: [{ slug: 'hikvision-4mp-dome-camera', updatedAt: new Date('2026-11-01T10:00:00Z') }],
  services: [
    { slug: 'structured-cabling', category: 'Network Solutions', updatedAt: null },
    { slug: 'ccna-prep', category: 'Training', updatedAt: null },
  ],
  articles: [{ id: 'pub-cctv-guide', updatedAt: new Date('2026-10-05T08:30:00Z') }],
};

describe('sitemapPages', () => {
  const paths = sitemapPages(catalogue).map((url) => url.path);

  it('lists every public page once', () => {
    for (const page of PUBLIC_PAGES) expect(paths.filter((path) => path === page)).toHaveLength(1);
    expect(paths).not.toContain('/login');
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('lists each product, service, training and published article at its route', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/products/hikvision-4mp-dome-camera',
        '/services/structured-cabling',
        '/trainings/ccna-prep',
        '/news/pub-cctv-guide',
      ]),
    );
    expect(paths).not.toContain('/services/ccna-prep');
  });

  it('encodes unusual characters in a path segment', () => {
    const [url] = sitemapPages({
      products: [],
      services: [],
      articles: [{ id: 'a/b?c', updatedAt: null }],
    }).slice(-1);
    expect(url?.path).toBe('/news/a%2Fb%3Fc');
  });
});

describe('buildSitemap', () => {
  const xml = buildSitemap('https://www.kigalitech.rw/', sitemapPages(catalogue));

  /** Each <url> of the document: its loc and its hreflang alternates. */
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
  const locs = urls.map((url) => url.loc);

  it('is a sitemaps.org url set, with the XHTML namespace for alternates, and absolute URLs on the site origin', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(locs).toContain('https://www.kigalitech.rw/');
    expect(locs).toContain('https://www.kigalitech.rw/trainings/ccna-prep');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml).not.toContain('kigalitech.rw//');
  });

  it('lists every page in English, French and Kinyarwanda', () => {
    expect(urls).toHaveLength(3 * sitemapPages(catalogue).length);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://www.kigalitech.rw/fr',
        'https://www.kigalitech.rw/rw',
        'https://www.kigalitech.rw/fr/aboutus',
        'https://www.kigalitech.rw/rw/aboutus',
        'https://www.kigalitech.rw/fr/products/hikvision-4mp-dome-camera',
        'https://www.kigalitech.rw/rw/services/structured-cabling',
        'https://www.kigalitech.rw/fr/trainings/ccna-prep',
        'https://www.kigalitech.rw/rw/news/pub-cctv-guide',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives each version the alternates of all three, English being the default', () => {
    const cameraVersions = {
      en: 'https://www.kigalitech.rw/products/hikvision-4mp-dome-camera',
      fr: 'https://www.kigalitech.rw/fr/products/hikvision-4mp-dome-camera',
      rw: 'https://www.kigalitech.rw/rw/products/hikvision-4mp-dome-camera',
      'x-default': 'https://www.kigalitech.rw/products/hikvision-4mp-dome-camera',
    };
    for (const locale of ['en', 'fr', 'rw'] as const) {
      expect(urls.find((url) => url.loc === cameraVersions[locale])?.alternates).toEqual(cameraVersions);
    }
    expect(urls.find((url) => url.loc === 'https://www.kigalitech.rw/rw')?.alternates).toEqual({
      en: 'https://www.kigalitech.rw/',
      fr: 'https://www.kigalitech.rw/fr',
      rw: 'https://www.kigalitech.rw/rw',
      'x-default': 'https://www.kigalitech.rw/',
    });
    for (const url of urls) expect(Object.keys(url.alternates)).toHaveLength(4);
  });

  it('gives the last modification time where known, in every language', () => {
    expect(xml).toContain(
      '<loc>https://www.kigalitech.rw/fr/products/hikvision-4mp-dome-camera</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain(
      '<loc>https://www.kigalitech.rw/products/hikvision-4mp-dome-camera</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>',
    );
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const withQuery = buildSitemap('https://example.com', [{ path: '/search?q=a&b=<c>' }]);
    expect(withQuery).toContain('<loc>https://example.com/search?q=a&amp;b=&lt;c&gt;</loc>');
    expect(withQuery).toContain('hreflang="fr" href="https://example.com/fr/search?q=a&amp;b=&lt;c&gt;"');
  });
});
