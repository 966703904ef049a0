import { DEFAULT_LOCALE, isTraining, LOCALES, localizedPath } from '@kigali/domain';

/** The public pages of web/src/config/paths.ts that stand on their own (no sign-in, no search). */
export const PUBLIC_PAGES = [
  '/',
  '/aboutus',
  '/products',
  '/services',
  '/trainings',
  '/careers',
  '/work-with-us',
  '/news',
  '/contact',
  '/support',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
] as const;

/** A page of the site, by its English path (no language prefix); the sitemap lists it in every language. */
export type SitemapPage = { path: string; lastModified?: Date | null };

export type CatalogueForSitemap = {
  products: { slug: string; updatedAt: Date | null }[];
  services: { slug: string; category: string; updatedAt: Date | null }[];
  articles: { id: string; updatedAt: Date | null }[];
};

const segment = (value: string) => encodeURIComponent(value);

/** Every page of the sitemap: the fixed pages, then each product, service, training and article. */
export function sitemapPages({ products, services, articles }: CatalogueForSitemap): SitemapPage[] {
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...products.map((product) => ({
      path: `/products/${segment(product.slug)}`,
      lastModified: product.updatedAt,
    })),
    ...services.map((service) => ({
      path: `${isTraining(service) ? '/trainings' : '/services'}/${segment(service.slug)}`,
      lastModified: service.updatedAt,
    })),
    ...articles.map((article) => ({ path: `/news/${segment(article.id)}`, lastModified: article.updatedAt })),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/**
 * A page's versions, English as the default: Google's sitemap format for localized pages
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap)
 * lists every version, itself included, inside each version's <url>.
 */
function alternateLinks(origin: string, path: string): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, localizedPath(locale, path))),
    link('x-default', localizedPath(DEFAULT_LOCALE, path)),
  ].join('');
}

/**
 * A sitemaps.org document with absolute URLs on `siteUrl`: each page once per language (English
 * at the root, French under /fr, Kinyarwanda under /rw), each with its hreflang alternates.
 */
export function buildSitemap(siteUrl: string, pages: SitemapPage[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = pages.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const alternates = alternateLinks(origin, path);
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(`${origin}${localizedPath(locale, path)}`)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
