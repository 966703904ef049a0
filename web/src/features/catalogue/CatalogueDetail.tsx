import type { Locale } from '@kigali/domain';
import type { ReactNode } from 'react';
import { isNotAvailableOffline } from '@/data/offline-read';
import { useLocale, useMessages } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { BackLink } from './BackLink';
import { DetailStatus } from './DetailStatus';
import { CatalogueImage } from './ImageWithFallback';
import { DETAIL_IMAGE_SIZES } from './image-sizes';

type Item = { name: string; description: string; image_url: string | null };

/**
 * What every catalogue detail page shares (docs/product.md#states): the loading, not-available-offline and
 * not-found states, then the item's picture beside what the page says about it, with its link back to the
 * list and its search metadata.
 */
export function CatalogueDetail<T extends Item>({
  read,
  item,
  back,
  loadingMessage,
  notFoundMessage,
  jsonLd,
  children,
}: {
  /** The item's read: still pending, or failed (offline, the item was never cached). */
  read: { isPending: boolean; error: unknown };
  /** The item, or nothing when none matches the address (a failed read shows the not-found text too). */
  item: T | null | undefined;
  back: { to: string; label: string };
  loadingMessage: string;
  notFoundMessage: string;
  /** The item's structured data, for the page's language. */
  jsonLd: (item: T, locale: Locale) => Record<string, unknown>;
  /** The column beside the picture. */
  children: (item: T) => ReactNode;
}) {
  const t = useMessages().catalogue;
  const locale = useLocale();
  if (read.isPending) {
    return <DetailStatus message={loadingMessage} loading backTo={back.to} backLabel={back.label} />;
  }
  if (isNotAvailableOffline(read.error)) {
    return <DetailStatus message={t.notAvailableOffline} backTo={back.to} backLabel={back.label} />;
  }
  if (!item) {
    return <DetailStatus message={notFoundMessage} backTo={back.to} backLabel={back.label} />;
  }
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Seo
        title={item.name}
        description={metaDescription(item.description)}
        image={item.image_url ?? undefined}
        jsonLd={[jsonLd(item, locale)]}
      />
      <BackLink to={back.to} label={back.label} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <CatalogueImage
          src={item.image_url}
          alt={item.name}
          sizes={DETAIL_IMAGE_SIZES}
          className="rounded-xl"
        />
        <div>{children(item)}</div>
      </div>
    </article>
  );
}
