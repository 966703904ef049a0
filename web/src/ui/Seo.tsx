import { LIMITS, localBusinessJsonLd, SERVICE_CATEGORIES } from '@kigali/domain';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { currentMessages } from '@/i18n';

type Props = {
  title: string;
  description: string;
  /** Schema.org objects for this page, in addition to the business data every page carries. */
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
 */
export function Seo({
  title,
  description,
  jsonLd = [],
  image = '/images/og-default.png',
  noIndex = false,
}: Props) {
  const { pathname } = useLocation();
  const fullTitle =
    title === currentMessages().common.companyName
      ? title
      : `${title} | ${currentMessages().common.companyName}`;
  const url = absolute(pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={currentMessages().common.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absolute(image)} />
      <meta property="og:image:width" content={String(LIMITS.sharingImage.width)} />
      <meta property="og:image:height" content={String(LIMITS.sharingImage.height)} />
      <meta property="og:locale" content="en_RW" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absolute(image)} />
      {[localBusinessJsonLd(env.siteUrl, SERVICE_CATEGORIES), ...jsonLd].map((data, index) => (
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
