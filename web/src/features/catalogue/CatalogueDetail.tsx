import type { Locale } from '@kigali/domain';
import type { ReactNode } from 'react';
import { useLocale } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { BackLink } from './BackLink';
import { CatalogueImage } from './ImageWithFallback';
import { DETAIL_IMAGE_SIZES } from './image-sizes';

type Item = { name: string; description: string; image_url: string | null };

/**
 * What every catalogue detail page shares: the item's picture beside what the page says about it, with
 * its link back to the list and its search metadata. (Its not-found and not-available-offline states
 * are the route's error boundary: features/layout/PageError.tsx.)
 */
export function CatalogueDetail<T extends Item>({
  item,
  back,
  jsonLd,
  children,
}: {
  item: T;
  back: { to: string; label: string };
  /** The item's structured data, for the page's language. */
  jsonLd: (item: T, locale: Locale) => Record<string, unknown>;
  /** The column beside the picture. */
  children: (item: T) => ReactNode;
}) {
  const locale = useLocale();
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
