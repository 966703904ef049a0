import { COMPANY } from './company';
import { CURRENCY, type StockStatus } from './constants';
import type { FaqEntry } from './entities';
import type { Locale } from './locales';
import { absolute, pageUrl, type JsonLd } from './structured-data-urls';

/** The schema.org objects of particular pages (structured-data.ts says how they are built). */

export function itemListJsonLd(
  siteUrl: string,
  items: readonly { name: string; path: string }[],
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: pageUrl(siteUrl, locale, item.path),
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
  locale: Locale,
): JsonLd {
  const url = pageUrl(siteUrl, locale, `/products/${product.slug}`);
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
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: pageUrl(siteUrl, locale, `/services/${service.slug}`),
    ...(service.image_url ? { image: absolute(siteUrl, service.image_url) } : {}),
    provider: { '@type': 'LocalBusiness', name: COMPANY.name },
    areaServed: { '@type': 'Country', name: COMPANY.areaServed },
  };
}

export function courseJsonLd(
  siteUrl: string,
  training: { name: string; slug: string; description: string; price_range: { min: number } },
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: training.name,
    description: training.description,
    url: pageUrl(siteUrl, locale, `/trainings/${training.slug}`),
    inLanguage: locale,
    provider: { '@type': 'Organization', name: COMPANY.name, sameAs: absolute(siteUrl, '/') },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: training.price_range.min.toFixed(2),
      priceCurrency: CURRENCY,
    },
  };
}

export function faqPageJsonLd(siteUrl: string, entries: readonly FaqEntry[], locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl(siteUrl, locale, '/faq'),
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function contactPageJsonLd(siteUrl: string, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: pageUrl(siteUrl, locale, '/contact'),
    inLanguage: locale,
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
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.excerpt ? { description: article.excerpt } : {}),
    url: pageUrl(siteUrl, locale, article.path),
    inLanguage: locale,
    ...(article.published_at ? { datePublished: article.published_at.toISOString() } : {}),
    ...(article.image_url ? { image: absolute(siteUrl, article.image_url) } : {}),
    publisher: { '@type': 'Organization', name: COMPANY.name },
  };
}
