import { isTraining, localizedPath, type Locale } from '@kigali/domain';
import { paths } from '@/config/paths';
import type { CatalogueIndex } from '@kigali/domain';

/**
 * Every catalogue page of a language, for the offline copy: the lists and each product's,
 * service's and training's own page (a training's page is under /trainings; the services list
 * links to it under /services too, so both are kept).
 */
export function cataloguePages(index: CatalogueIndex, locale: Locale): string[] {
  const pages = [
    paths.home,
    paths.products,
    paths.services,
    paths.trainings,
    // The search page searches the index in the browser: kept once, it answers any search.
    paths.search(),
    ...index.products.map((product) => paths.product(product.slug)),
    ...index.services.flatMap((service) =>
      isTraining(service)
        ? [paths.training(service.slug), paths.service(service.slug)]
        : [paths.service(service.slug)],
    ),
  ];
  return pages.map((page) => localizedPath(locale, page));
}

/** The catalogue's pictures, for the offline copy (not under Save-Data). */
export const catalogueImages = (index: CatalogueIndex): string[] =>
  [...index.products, ...index.services].flatMap((item) => (item.image_url ? [item.image_url] : []));
