import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { faqPageJsonLd, type Locale } from '@kigali/domain';
import { loadLocale } from '@/i18n';
import { Seo } from './Seo';

const SITE = 'https://www.kigalitech.rw';

/**
 * A page's metadata as the app renders it in a language. The page is named by its path without the
 * language prefix (usePagePath, ui/Link.tsx), so the location here has none.
 */
async function renderSeo(
  locale: Locale,
  path: string,
  props: { noIndex?: boolean; jsonLd?: Record<string, unknown>[] } = {},
) {
  await loadLocale(locale);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Seo title="Products" description="Cameras, alarms and networks." {...props} />
    </MemoryRouter>,
  );
}

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name) ?? null;

const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );

const structuredData = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

const ogAlternates = () =>
  [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
    meta.getAttribute('content'),
  );

/** The three versions of /products, English being the default. */
const productsVersions = {
  en: `${SITE}/products`,
  fr: `${SITE}/fr/products`,
  rw: `${SITE}/rw/products`,
  'x-default': `${SITE}/products`,
};

describe('Seo', () => {
  afterEach(() => loadLocale('en'));

  it('gives an English page its root URL, the three versions and English as the default', async () => {
    await renderSeo('en', '/products?category=cctv');
    expect(document.title).toBe('Products | Kigali Tech Solutions');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/products`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${SITE}/products`);
    expect(alternates()).toEqual(productsVersions);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('en_RW');
    expect(ogAlternates()).toEqual(['fr_RW', 'rw_RW']);
  });

  it('gives a French page its /fr URL as canonical and fr_RW as its locale', async () => {
    await renderSeo('fr', '/products');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/fr/products`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${SITE}/fr/products`);
    expect(alternates()).toEqual(productsVersions);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('fr_RW');
    expect(ogAlternates()).toEqual(['en_RW', 'rw_RW']);
    expect(document.title).toMatch(/^Products \| /);
  });

  it('writes the Kinyarwanda home page as /rw, without a trailing slash', async () => {
    await renderSeo('rw', '/');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/rw`);
    expect(alternates()).toEqual({
      en: `${SITE}/`,
      fr: `${SITE}/fr`,
      rw: `${SITE}/rw`,
      'x-default': `${SITE}/`,
    });
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('rw_RW');
  });

  it('gives a page kept out of search results no alternates', async () => {
    await renderSeo('fr', '/search', { noIndex: true });
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/fr/search`);
    expect(alternates()).toEqual({});
    expect(ogAlternates()).toEqual([]);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('fr_RW');
  });

  it("describes the page as a WebPage in the page's language, beside the business", async () => {
    await renderSeo('fr', '/aboutus');
    const [business, webPage] = structuredData();
    expect(business).toMatchObject({ '@type': 'LocalBusiness' });
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      url: `${SITE}/fr/aboutus`,
      name: 'Products | Kigali Tech Solutions',
      description: 'Cameras, alarms and networks.',
      inLanguage: 'fr',
    });
  });

  it('adds no WebPage when the page gives its own web page type', async () => {
    await renderSeo('rw', '/faq', { jsonLd: [faqPageJsonLd(SITE, [], 'rw')] });
    expect(structuredData().map((data) => data['@type'])).toEqual(['LocalBusiness', 'FAQPage']);
    expect(structuredData()[1]).toMatchObject({ inLanguage: 'rw', url: `${SITE}/rw/faq` });
  });
});
