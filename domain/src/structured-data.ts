import { COMPANY } from './company';
import { CURRENCY, type StockStatus } from './constants';
import type { FaqEntry } from './entities';

/** Schema.org JSON-LD objects. The site URL comes from configuration, never a localhost leftover. */
type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

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

export function itemListJsonLd(siteUrl: string, items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absolute(siteUrl, item.path),
    })),
  };
}

/**
 * "In Stock" maps to available (docs/product.md#states); the stored pre_order maps to PreOrder
 * (docs/architecture.md#data-in-firestore).
 */
export function availabilityOf(stockStatus: StockStatus | string | null | undefined): string {
  if (stockStatus === 'in_stock' || stockStatus === 'In Stock') return 'https://schema.org/InStock';
  if (stockStatus === 'pre_order') return 'https://schema.org/PreOrder';
  return 'https://schema.org/OutOfStock';
}

export function productJsonLd(
  siteUrl: string,
  product: {
    name: string;
    slug: string;
    description: string;
    price: number;
    stock_status: string;
    image_url: string | null;
    sku?: string;
    category_name?: string | null;
  },
): JsonLd {
  const url = absolute(siteUrl, `/products/${product.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku ?? product.slug,
    ...(product.image_url ? { image: absolute(siteUrl, product.image_url) } : {}),
    ...(product.category_name ? { category: product.category_name } : {}),
    brand: { '@type': 'Brand', name: COMPANY.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: availabilityOf(product.stock_status),
      seller: { '@type': 'Organization', name: COMPANY.name },
    },
  };
}

export function serviceJsonLd(
  siteUrl: string,
  service: { name: string; slug: string; description: string; category: string; image_url: string | null },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: absolute(siteUrl, `/services/${service.slug}`),
    ...(service.image_url ? { image: absolute(siteUrl, service.image_url) } : {}),
    provider: { '@type': 'LocalBusiness', name: COMPANY.name },
    areaServed: { '@type': 'Country', name: COMPANY.areaServed },
  };
}

export function courseJsonLd(
  siteUrl: string,
  training: { name: string; slug: string; description: string; price_range: { min: number } },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: training.name,
    description: training.description,
    url: absolute(siteUrl, `/trainings/${training.slug}`),
    provider: { '@type': 'Organization', name: COMPANY.name, sameAs: absolute(siteUrl, '/') },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: training.price_range.min.toFixed(2),
      priceCurrency: CURRENCY,
    },
  };
}

export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function contactPageJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: absolute(siteUrl, '/contact'),
    mainEntity: {
      '@type': 'LocalBusiness',
      name: COMPANY.name,
      telephone: COMPANY.phones,
      email: COMPANY.email,
    },
  };
}

export function articleJsonLd(
  siteUrl: string,
  article: {
    title: string;
    excerpt: string | null;
    path: string;
    published_at: Date | null;
    image_url: string | null;
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.excerpt ? { description: article.excerpt } : {}),
    url: absolute(siteUrl, article.path),
    ...(article.published_at ? { datePublished: article.published_at.toISOString() } : {}),
    ...(article.image_url ? { image: absolute(siteUrl, article.image_url) } : {}),
    publisher: { '@type': 'Organization', name: COMPANY.name },
  };
}
