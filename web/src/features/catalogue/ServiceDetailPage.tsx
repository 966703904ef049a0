import { formatPriceRange, serviceJsonLd } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { serviceBySlugQuery } from '@/data/services';
import { useLocale, useMessages } from '@/i18n';
import { CatalogueDetail } from './CatalogueDetail';
import { ServiceSummary } from './ServiceSummary';

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
          <ServiceSummary item={item} locale={locale} featuresHeading={ts.features} />
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
