import { courseJsonLd, fallbackLang, formatPublicPrice, isTraining } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { serviceBySlugQuery } from '@/data/services';
import { useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CatalogueDetail } from './CatalogueDetail';
import { FeatureList } from './FeatureList';

export function TrainingDetailPage() {
  const { slug = '' } = useParams();
  const { catalogue, labels } = useMessages();
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
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {labelOf(labels, 'serviceCategories', item.category)}
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
              <h2 className="text-xl font-semibold text-slate-900">{tt.whatYouLearn}</h2>
              <FeatureList
                features={item.features}
                lang={fallbackLang(item, 'features', locale)}
                className="mt-3 text-base"
              />
            </section>
          )}
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
