import { formatPriceRange, serviceJsonLd, type Service } from '@kigali/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { CatalogueDetail } from './CatalogueDetail';
import { PriceLine } from './PriceLine';
import { ServiceSummary } from './ServiceSummary';

export function ServiceDetailPage({ service }: { service: Service }) {
  const t = useMessages();
  const ts = t.catalogue.services;
  const locale = useLocale();
  return (
    <CatalogueDetail
      item={service}
      back={{ to: paths.services, label: ts.backToList }}
      jsonLd={(item, locale) => serviceJsonLd(env.siteUrl, item, locale)}
    >
      {(item) => (
        <>
          <ServiceSummary item={item} locale={locale} featuresHeading={ts.features} />
          {item.price_range.max > 0 && (
            <PriceLine
              label={ts.priceRange}
              price={formatPriceRange(item.price_range)}
              className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4"
              priceClassName="font-semibold text-slate-900"
            />
          )}
        </>
      )}
    </CatalogueDetail>
  );
}
