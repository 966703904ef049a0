import { fallbackLang, formatPriceRange, serviceJsonLd } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { serviceBySlugQuery } from '@/data/services';
import { useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CatalogueDetail } from './CatalogueDetail';
import { FeatureList } from './FeatureList';

export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const t = useMessages();
  const ts = t.catalogue.services;
  const locale = useLocale();
  const service = useQuery(serviceBySlugQuery(slug, locale));
  return (
    <CatalogueDetail
      read={service}
      item={service.data}
      back={{ to: paths.services, label: ts.backToList }}
      loadingMessage={t.common.loading}
      notFoundMessage={ts.notFound}
      jsonLd={(item, locale) => serviceJsonLd(env.siteUrl, item, locale)}
    >
      {(item) => (
        <>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {labelOf(t.labels, 'serviceCategories', item.category)}
          </p>
          <h1 lang={fallbackLang(item, 'name', locale)} className="mt-1 text-3xl font-bold text-slate-900">
            {item.name}
          </h1>
          <p
            lang={fallbackLang(item, 'description', locale)}
            className="mt-4 whitespace-pre-line text-slate-700"
          >
            {item.description}
          </p>
          {item.features.length > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900">{ts.features}</h2>
              <FeatureList
                features={item.features}
                lang={fallbackLang(item, 'features', locale)}
                className="mt-3 text-base"
              />
            </section>
          )}
          {item.price_range.max > 0 && (
            <p className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4">
              <span className="text-sm text-slate-600">{ts.priceRange}</span>
              <span className="font-semibold text-slate-900">{formatPriceRange(item.price_range)}</span>
            </p>
          )}
        </>
      )}
    </CatalogueDetail>
  );
}
