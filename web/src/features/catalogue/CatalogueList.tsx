import { itemListJsonLd } from '@kigali/domain';
import type { ComponentProps, ReactNode } from 'react';
import { env } from '@/config/env';
import { useLocale } from '@/i18n';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { FilterButtons } from './FilterButtons';

/**
 * What every catalogue list page shares (docs/product.md#states): its heading and search metadata
 * (the listed items as an ItemList), the category filter, then the empty text or the list.
 */
export function CatalogueList({
  texts,
  listed,
  filter,
  children,
}: {
  /** The list's messages (the catalogue's products, services or trainings section). */
  texts: {
    title: string;
    intro: string;
    metaDescription: string;
    filterLabel: string;
    all: string;
    empty: string;
  };
  /** The items shown, by name and page address. */
  listed: { name: string; path: string }[];
  /** The filter's categories and the one selected. */
  filter: Omit<ComponentProps<typeof FilterButtons>, 'label' | 'allLabel'>;
  /** The list, shown once there is at least one item. */
  children: ReactNode;
}) {
  return (
    <>
      <Seo
        title={texts.title}
        description={texts.metaDescription}
        jsonLd={[itemListJsonLd(env.siteUrl, listed, useLocale())]}
      />
      <PageHeader title={texts.title} intro={texts.intro} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <FilterButtons label={texts.filterLabel} allLabel={texts.all} {...filter} />
        {listed.length === 0 ? <p className="mt-10 text-slate-600">{texts.empty}</p> : children}
      </section>
    </>
  );
}
