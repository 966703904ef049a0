import type { ReactNode } from 'react';
import { CardGrid } from '@/ui/CardGrid';
import { SectionHeading } from './SectionHeading';

/**
 * A home section showing the newest items of a list: its heading with the link to the whole list, then
 * the section's empty text when there are none, or one card per item.
 */
export function FeaturedSection<T extends { id: string }>({
  id,
  messages,
  viewAllTo,
  className,
  items,
  gridClassName,
  card,
}: {
  /** The heading's id, which names the section. */
  id: string;
  messages: { heading: string; intro: string; viewAll: string; empty: string };
  viewAllTo: string;
  /** The section's band (its background); its content keeps the page's width. */
  className?: string;
  items: readonly T[];
  gridClassName: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`below-the-fold ${className ?? ''}`}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading
          id={id}
          title={messages.heading}
          intro={messages.intro}
          link={{ to: viewAllTo, label: messages.viewAll }}
        />
        {items.length === 0 ? (
          <p className="mt-8 text-slate-600">{messages.empty}</p>
        ) : (
          <CardGrid items={items} className={gridClassName} card={card} />
        )}
      </div>
    </section>
  );
}
