import { fallbackLang } from '@kigali/domain';
import type { ReactNode } from 'react';
import { useLocale } from '@/i18n';
import { CardTitleLink } from '@/ui/CardTitleLink';
import { CatalogueImage } from './ImageWithFallback';

/** What a catalogue card shows of a product or a service, with its translations for `lang`. */
type CardItem = { name: string; description: string; image_url: string | null };

/**
 * A product or a service in a list: its picture, its category, its name (a link that covers the
 * whole card), its description in 3 lines, then what the kind of item adds (`children`). `eager`
 * for the cards in the first row, whose picture is likely the page's largest paint.
 */
export function CatalogueCard({
  item,
  to,
  category,
  sizes,
  eager = false,
  children,
}: {
  item: CardItem;
  to: string;
  category: string | null;
  sizes: string;
  eager?: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardPicture item={item} sizes={sizes} eager={eager} />
      <div className="flex flex-1 flex-col p-4">
        {category && <CardCategory>{category}</CardCategory>}
        <CardTitleLink
          to={to}
          lang={fallbackLang(item, 'name', locale)}
          className="mt-1 text-lg font-semibold text-slate-900"
        >
          {item.name}
        </CardTitleLink>
        <p
          lang={fallbackLang(item, 'description', locale)}
          className="mt-2 line-clamp-3 text-sm text-slate-600"
        >
          {item.description}
        </p>
        {children}
      </div>
    </article>
  );
}

/** A catalogue card's picture, loaded as it is scrolled to unless `eager`. */
export function CardPicture({
  item,
  sizes,
  eager = false,
}: {
  item: CardItem;
  sizes: string;
  eager?: boolean;
}) {
  return (
    <CatalogueImage
      src={item.image_url}
      alt={item.name}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The category above a catalogue card's name. */
export function CardCategory({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{children}</p>;
}
