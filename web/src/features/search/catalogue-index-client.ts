import type { CatalogueIndex } from '@kigali/domain';
import { localizedPath, type Locale } from '@kigali/domain/locales';
import { paths } from '@/config/paths';

/** How long a fetched index answers searches before the next search asks for it again. */
const KEPT_MS = 5 * 60 * 1000;

const fetched = new Map<Locale, { at: number; index: Promise<CatalogueIndex> }>();

/**
 * The catalogue index of a language (GET /catalogue.json), fetched once for a while: the header's
 * search field asks for it as the visitor starts typing, so the search page opens with it.
 */
export function loadCatalogueIndex(locale: Locale): Promise<CatalogueIndex> {
  const kept = fetched.get(locale);
  if (kept && Date.now() - kept.at < KEPT_MS) return kept.index;
  const index = fetch(localizedPath(locale, paths.catalogueIndex)).then(async (response) => {
    if (!response.ok) throw new Response(null, { status: response.status });
    return (await response.json()) as CatalogueIndex;
  });
  fetched.set(locale, { at: Date.now(), index });
  index.catch(() => fetched.delete(locale));
  return index;
}

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
