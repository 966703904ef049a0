import { courseJsonLd, formatPublicPrice, type Service } from '@kigali/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { CatalogueDetail } from './CatalogueDetail';
import { PriceLine } from './PriceLine';
import { ServiceSummary } from './ServiceSummary';

export function TrainingDetailPage({ training }: { training: Service }) {
  const { catalogue } = useMessages();
  const tt = catalogue.trainings;
  const locale = useLocale();
  return (
    <CatalogueDetail
      item={training}
      back={{ to: paths.trainings, label: tt.backToList }}
      jsonLd={(item, locale) => courseJsonLd(env.siteUrl, item, locale)}
    >
      {(item) => (
        <>
          <ServiceSummary item={item} locale={locale} featuresHeading={tt.whatYouLearn} />
          <PriceLine
            label={tt.courseFee}
            price={formatPublicPrice(item.price_range.min)}
            className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4"
            priceClassName="text-xl font-bold text-slate-900"
          />
        </>
      )}
    </CatalogueDetail>
  );
}
