import type { ReactNode } from 'react';
import { Seo } from '@/ui/Seo';
import { PageHero } from './PageHero';

/**
 * A static page (legal pages, FAQ, contact): its title in the search result and in the hero, what
 * the hero says under it, then the page's text.
 */
export function StaticPage({
  page,
  jsonLd,
  intro,
  children,
}: {
  page: { title: string; seoDescription: string };
  /** The page's structured data, if it has any (ui/Seo.tsx). */
  jsonLd?: Record<string, unknown>[];
  /** Shown under the title, in the hero. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={page.title} description={page.seoDescription} jsonLd={jsonLd} />
      <PageHero title={page.title}>{intro}</PageHero>
      {children}
    </>
  );
}
