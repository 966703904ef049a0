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
  title,
  intro,
  metaDescription,
  listed,
  filter,
  emptyMessage,
  children,
}: {
  title: string;
  intro: string;
  metaDescription: string;
  /** The items shown, by name and page address. */
  listed: { name: string; path: string }[];
  filter: ComponentProps<typeof FilterButtons>;
  emptyMessage: string;
  /** The list, shown once there is at least one item. */
  children: ReactNode;
}) {
  return (
    <>
      <Seo
        title={title}
        description={metaDescription}
        jsonLd={[itemListJsonLd(env.siteUrl, listed, useLocale())]}
      />
      <PageHeader title={title} intro={intro} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <FilterButtons {...filter} />
        {listed.length === 0 ? <p className="mt-10 text-slate-600">{emptyMessage}</p> : children}
      </section>
    </>
  );
}
