import { isTraining } from '@kigali/domain';

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

export type SitemapUrl = { path: string; lastModified?: Date | null };

export type CatalogueForSitemap = {
  products: { slug: string; updatedAt: Date | null }[];
  services: { slug: string; category: string; updatedAt: Date | null }[];
  articles: { id: string; updatedAt: Date | null }[];
};

const segment = (value: string) => encodeURIComponent(value);

/** Every URL of the sitemap: the fixed pages, then each product, service, training and article. */
export function sitemapUrls({ products, services, articles }: CatalogueForSitemap): SitemapUrl[] {
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

/** A sitemaps.org document with absolute URLs on `siteUrl`. */
export function buildSitemap(siteUrl: string, urls: SitemapUrl[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = urls.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
