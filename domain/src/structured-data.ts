import { COMPANY } from './company';
import { absolute, pageUrl, type JsonLd } from './structured-data-urls';
import type { Locale } from './locales';

/**
 * Schema.org JSON-LD objects. The site URL comes from configuration, never a localhost leftover.
 * Page-level objects are built for the page's language: their URLs are that language's pages
 * (/fr/products/…), and those whose schema.org type is a creative work (web pages, articles,
 * courses) say it in `inLanguage`, as a BCP 47 code. Products, services and lists have no such
 * property: the page's WebPage object (webPageJsonLd) carries their page's language.
 *
 * Every page carries the business and its WebPage (here); the objects of particular pages are in
 * structured-data-pages.ts, so that a page's code holds only the builders it uses.
 */
export function localBusinessJsonLd(siteUrl: string, serviceNames: readonly string[] = []): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absolute(siteUrl, '/')}#business`,
    name: COMPANY.name,
    slogan: COMPANY.tagline,
    url: absolute(siteUrl, '/'),
    telephone: COMPANY.phones[0],
    email: COMPANY.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.locality,
      addressCountry: COMPANY.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', ...COMPANY.geo },
    areaServed: { '@type': 'Country', name: COMPANY.areaServed },
    openingHours: COMPANY.openingHours,
    priceRange: COMPANY.priceRange,
    knowsLanguage: COMPANY.languages,
    sameAs: Object.values(COMPANY.social),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: serviceNames.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  };
}

/** The web page itself: its URL, title, description and language. */
export function webPageJsonLd(
  siteUrl: string,
  page: { path: string; name: string; description: string },
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: pageUrl(siteUrl, locale, page.path),
    name: page.name,
    description: page.description,
    inLanguage: locale,
  };
}

/** The web page types built here: a page giving one of these needs no separate WebPage object. */
const WEB_PAGE_TYPES: readonly unknown[] = ['WebPage', 'FAQPage', 'ContactPage'];
export const isWebPageJsonLd = (data: JsonLd): boolean => WEB_PAGE_TYPES.includes(data['@type']);
