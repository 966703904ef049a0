import {
  DEFAULT_LOCALE,
  isWebPageJsonLd,
  LIMITS,
  localBusinessJsonLd,
  LOCALES,
  localizedPath,
  OG_LOCALES,
  SERVICE_CATEGORIES,
  webPageJsonLd,
} from '@kigali/domain';
import { env } from '@/config/env';
import { useLocale, useMessages } from '@/i18n';
import { usePagePath } from './Link';

type Props = {
  title: string;
  description: string;
  /**
   * Schema.org objects for this page, in the page's language, in addition to the business data
   * every page carries and, unless one of them is the page itself (FAQPage, ContactPage), a
   * WebPage saying the page's language.
   */
  jsonLd?: Record<string, unknown>[];
  image?: string;
  noIndex?: boolean;
};

const absolute = (path: string) =>
  /^https?:/.test(path) ? path : `${env.siteUrl.replace(/\/$/, '')}${path}`;

/**
 * Page metadata (docs/product.md#page-metadata): title, description, canonical URL from the
 * configured site URL and the current path, social tags, structured data. React 19 hoists these
 * elements into <head>.
 *
 * `pathname` is the page without its language prefix: the canonical URL puts the page's own prefix back, and the hreflang alternates name the same page
 * in every language, English (at the root) being the x-default. Pages kept out of search results
 * (noIndex) get no alternates: there is no indexed set of versions to point between.
 */
export function Seo({
  title,
  description,
  jsonLd = [],
  image = '/images/og-default.png',
  noIndex = false,
}: Props) {
  const pathname = usePagePath();
  const locale = useLocale();
  const { companyName } = useMessages().common;
  const fullTitle = title === companyName ? title : `${title} | ${companyName}`;
  const url = absolute(localizedPath(locale, pathname));
  const structuredData = [
    localBusinessJsonLd(env.siteUrl, SERVICE_CATEGORIES),
    ...(jsonLd.some(isWebPageJsonLd)
      ? []
      : [webPageJsonLd(env.siteUrl, { path: pathname, name: fullTitle, description }, locale)]),
    ...jsonLd,
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      {!noIndex &&
        LOCALES.map((version) => (
          <link
            key={version}
            rel="alternate"
            hrefLang={version}
            href={absolute(localizedPath(version, pathname))}
          />
        ))}
      {!noIndex && (
        <link rel="alternate" hrefLang="x-default" href={absolute(localizedPath(DEFAULT_LOCALE, pathname))} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absolute(image)} />
      <meta property="og:image:width" content={String(LIMITS.sharingImage.width)} />
      <meta property="og:image:height" content={String(LIMITS.sharingImage.height)} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {!noIndex &&
        LOCALES.filter((version) => version !== locale).map((version) => (
          <meta key={version} property="og:locale:alternate" content={OG_LOCALES[version]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absolute(image)} />
      {structuredData.map((data, index) => (
        // `<` is escaped so no text field can close the script element.
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
