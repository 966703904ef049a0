import { describe, expect, it } from 'vitest';
import { buildSitemap, escapeXml, PUBLIC_PAGES, sitemapUrls } from './build-sitemap';

const catalogue = {
  products: [{ slug: 'hikvision-4mp-dome-camera', updatedAt: new Date('2026-11-01T10:00:00Z') }],
  services: [
    { slug: 'structured-cabling', category: 'Network Solutions', updatedAt: null },
    { slug: 'ccna-prep', category: 'Training', updatedAt: null },
  ],
  articles: [{ id: 'pub-cctv-guide', updatedAt: new Date('2026-10-05T08:30:00Z') }],
};

describe('sitemapUrls', () => {
  const paths = sitemapUrls(catalogue).map((url) => url.path);

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
    const [url] = sitemapUrls({
      products: [],
      services: [],
      articles: [{ id: 'a/b?c', updatedAt: null }],
    }).slice(-1);
    expect(url?.path).toBe('/news/a%2Fb%3Fc');
  });
});

describe('buildSitemap', () => {
  const xml = buildSitemap('https://www.kigalitech.rw/', sitemapUrls(catalogue));

  it('is a sitemaps.org url set with absolute URLs on the site origin', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://www.kigalitech.rw/</loc></url>');
    expect(xml).toContain('<loc>https://www.kigalitech.rw/trainings/ccna-prep</loc>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml).not.toContain('kigalitech.rw//');
  });

  it('gives the last modification time where known', () => {
    expect(xml).toContain(
      '<loc>https://www.kigalitech.rw/products/hikvision-4mp-dome-camera</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>',
    );
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const withQuery = buildSitemap('https://example.com', [{ path: '/search?q=a&b=<c>' }]);
    expect(withQuery).toContain('<loc>https://example.com/search?q=a&amp;b=&lt;c&gt;</loc>');
  });
});
