import { keptFor, type CatalogueIndex } from '@kigali/domain';
import { localizedPath, type Locale } from '@kigali/domain/locales';
import { paths } from '@/config/paths';

/**
 * The catalogue index of a language (GET /catalogue.json), fetched once for five minutes: the
 * header's search field asks for it as the visitor starts typing, so the search page opens with it.
 */
export const loadCatalogueIndex = keptFor(5 * 60 * 1000, (locale: Locale) =>
  fetch(localizedPath(locale, paths.catalogueIndex)).then(async (response) => {
    if (!response.ok) throw new Response(null, { status: response.status });
    return (await response.json()) as CatalogueIndex;
  }),
);

/**
 * The index, fetched as the visitor starts typing a search: resolves to whether it has come (a
 * failure is the search page's to show).
 */
export function preloadSearch(locale: Locale): Promise<boolean> {
  return loadCatalogueIndex(locale).then(
    () => true,
    () => false,
  );
}
