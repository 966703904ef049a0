import { courseJsonLd, formatPublicPrice, isTraining } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { serviceBySlugQuery } from '@/data/services';
import { useLocale, useMessages } from '@/i18n';
import { CatalogueDetail } from './CatalogueDetail';
import { ServiceSummary } from './ServiceSummary';

export function TrainingDetailPage() {
  const { slug = '' } = useParams();
  const { catalogue } = useMessages();
  const tt = catalogue.trainings;
  // Trainings are services of the Training category; any other service is not a training.
  const locale = useLocale();
  const service = useQuery(serviceBySlugQuery(slug, locale));
  const training = service.data && isTraining(service.data) ? service.data : null;
  return (
    <CatalogueDetail
      read={service}
      item={training}
      back={{ to: paths.trainings, label: tt.backToList }}
      loadingMessage={tt.loading}
      notFoundMessage={tt.notFound}
      jsonLd={(item, locale) => courseJsonLd(env.siteUrl, item, locale)}
    >
      {(item) => (
        <>
          <ServiceSummary item={item} locale={locale} featuresHeading={tt.whatYouLearn} />
          <p className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4">
            <span className="text-sm text-slate-600">{tt.courseFee}</span>
            <span className="text-xl font-bold text-slate-900">
              {formatPublicPrice(item.price_range.min)}
            </span>
          </p>
        </>
      )}
    </CatalogueDetail>
  );
}
