import { formatPublicPrice } from '@kigali/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatCount, useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { Link } from '@/ui/Link';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import type { CatalogueIndex } from '@kigali/domain';
import { loadCatalogueIndex } from './catalogue-index-client';
import { searchCatalogue, searchWords } from './search-catalogue';

/**
 * What the search page searches: the whole catalogue index (`term` null, fetched in the browser),
 * or the part of it one term finds (sent by the server with the page; null when the server could
 * not read the index).
 */
export type SearchData =
  { term: null; catalogue: CatalogueIndex } | { term: string; catalogue: CatalogueIndex | null };

/**
 * The whole index, when `wanted`: the data has it, or it is fetched (once; the service worker keeps
 * it offline). Until then, or if it cannot come, there is none.
 */
function useWholeIndex(data: SearchData, wanted: boolean): CatalogueIndex | null {
  const locale = useLocale();
  const given = data.term === null ? data.catalogue : null;
  const [fetched, setFetched] = useState<CatalogueIndex | null>(null);
  useEffect(() => {
    if (given || !wanted) return;
    let current = true;
    loadCatalogueIndex(locale).then(
      (index) => {
        if (current) setFetched(index);
      },
      // Offline with no copy: the server's results stay, for the term they were found for.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [given, wanted, locale]);
  return given ?? fetched;
}

/** For `useSyncExternalStore`: whether the page is hydrated never changes once it is. */
const stayTheSame = () => () => undefined;

type Hit = { key: string; to: string; name: string; detail: string };

function ResultGroup({ title, hits }: { title: string; hits: readonly Hit[] }) {
  const headingId = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({hits.length})</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {hits.map((hit) => (
          <li key={hit.key} className="px-4 py-3">
            <Link to={hit.to} className="font-semibold text-brand-700 hover:underline">
              {hit.name}
            </Link>
            <p className="text-sm text-slate-600">{hit.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /search?q=: the results of the address's term over the whole index, or those the server found
 * when it is the term they were found for; "Loading" while the index comes for another.
 */
export function SearchPage({ data }: { data: SearchData }) {
  const t = useMessages();
  const formatCount = useFormatCount();
  const [params, setParams] = useSearchParams();
  // The first render repeats the server's, which a copy the service worker kept offline made for
  // another term; the address's own term comes once the page is hydrated.
  const hydrated = useSyncExternalStore(
    stayTheSame,
    () => true,
    () => false,
  );
  const addressTerm = params.get('q') ?? '';
  // What the visitor typed before the page was hydrated: React leaves it in the field as it
  // hydrates, and it is the term until the address has it.
  const field = useRef<HTMLInputElement>(null);
  const [typedEarly, setTypedEarly] = useState<string | null>(null);
  if (typedEarly !== null && addressTerm === typedEarly) setTypedEarly(null);
  const term = typedEarly ?? (hydrated || data.term === null ? addressTerm : data.term);
  // The whole index is needed for any other term (one the visitor starts typing, one the copy was
  // not made for, one sent from the header while this page is open) and when the server had none.
  const [typing, setTyping] = useState(false);
  useLayoutEffect(() => {
    const typed = field.current?.value ?? term;
    if (typed === term) return;
    setTypedEarly(typed);
    setTyping(true);
    setParams(typed ? { q: typed } : {}, { replace: true });
    // Once, as the page is hydrated: the field holds what was typed before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const whole = useWholeIndex(data, typing || data.term !== term || data.catalogue === null);
  const catalogue = whole ?? (data.term === term ? data.catalogue : null);
  const categoryNames = new Map(
    (catalogue?.categories ?? []).map((category) => [category.id, category.name]),
  );
  const results = searchCatalogue(term, {
    products: catalogue?.products ?? [],
    categoryNames,
    services: catalogue?.services ?? [],
    serviceCategoryName: (category) => labelOf(t.labels, 'serviceCategories', category),
  });
  const count = results.products.length + results.services.length + results.trainings.length;
  const hasQuery = searchWords(term).length > 0;

  return (
    <>
      <Seo title={t.search.title} description={t.search.metaDescription} noIndex />
      <PageHeader title={t.search.title} />
      <section className="mx-auto max-w-4xl px-4 py-10">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-field" className="block text-sm font-medium text-slate-800">
            {t.search.label}
          </label>
          <input
            id="search-page-field"
            ref={field}
            type="search"
            value={term}
            onFocus={() => setTyping(true)}
            placeholder={t.search.placeholder}
            onChange={(event) => {
              setTypedEarly(null);
              setParams(event.target.value ? { q: event.target.value } : {}, { replace: true });
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </form>
        <div aria-live="polite" className="mt-6">
          {catalogue === null ? (
            <p className="text-slate-600">{t.common.loading}</p>
          ) : !hasQuery ? (
            <p className="text-slate-700">{t.search.emptyQuery}</p>
          ) : count === 0 ? (
            <p className="text-slate-700">{t.search.noResults({ term: term.trim() })}</p>
          ) : (
            <p className="text-slate-700">
              {t.search.resultCount({ count, countText: formatCount(count), term: term.trim() })}
            </p>
          )}
        </div>
        <ResultGroup
          title={t.search.products}
          hits={results.products.map((product) => ({
            key: product.id,
            to: paths.product(product.slug),
            name: product.name,
            detail: [categoryNames.get(product.category_id), formatPublicPrice(product.price)]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
        <ResultGroup
          title={t.search.services}
          hits={results.services.map((service) => ({
            key: service.id,
            to: paths.service(service.slug),
            name: service.name,
            detail: labelOf(t.labels, 'serviceCategories', service.category),
          }))}
        />
        <ResultGroup
          title={t.search.trainings}
          hits={results.trainings.map((training) => ({
            key: training.id,
            to: paths.training(training.slug),
            name: training.name,
            detail: t.search.trainingFee({ price: formatPublicPrice(training.price_range.min) }),
          }))}
        />
      </section>
    </>
  );
}
