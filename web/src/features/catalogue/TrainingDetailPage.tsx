import { courseJsonLd, formatPublicPrice, isTraining } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isNotAvailableOffline } from '@/data/offline-read';
import { serviceBySlugQuery } from '@/data/services';
import { useMessages } from '@/i18n';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { BackLink } from './BackLink';
import { DetailStatus } from './DetailStatus';
import { FeatureList } from './FeatureList';
import { ImageWithFallback } from './ImageWithFallback';
import { DETAIL_IMAGE_SIZES } from './image-sizes';

export function TrainingDetailPage() {
  const { slug = '' } = useParams();
  const { trainings: tt, notAvailableOffline } = useMessages().catalogue;
  // Trainings are services of the Training category; any other service is not a training.
  const service = useQuery(serviceBySlugQuery(slug));

  if (service.isPending) {
    return <DetailStatus message={tt.loading} loading backTo={paths.trainings} backLabel={tt.backToList} />;
  }
  if (isNotAvailableOffline(service.error)) {
    return <DetailStatus message={notAvailableOffline} backTo={paths.trainings} backLabel={tt.backToList} />;
  }
  const training = service.data && isTraining(service.data) ? service.data : null;
  if (!training) {
    return <DetailStatus message={tt.notFound} backTo={paths.trainings} backLabel={tt.backToList} />;
  }
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Seo
        title={training.name}
        description={metaDescription(training.description)}
        image={training.image_url ?? undefined}
        jsonLd={[courseJsonLd(env.siteUrl, training)]}
      />
      <BackLink to={paths.trainings} label={tt.backToList} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageWithFallback
          src={training.image_url}
          alt={training.name}
          sizes={DETAIL_IMAGE_SIZES}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{training.category}</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">{training.name}</h1>
          <p className="mt-4 whitespace-pre-line text-slate-700">{training.description}</p>
          {training.features.length > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900">{tt.whatYouLearn}</h2>
              <FeatureList features={training.features} className="mt-3 text-base" />
            </section>
          )}
          <p className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4">
            <span className="text-sm text-slate-600">{tt.courseFee}</span>
            <span className="text-xl font-bold text-slate-900">
              {formatPublicPrice(training.price_range.min)}
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
