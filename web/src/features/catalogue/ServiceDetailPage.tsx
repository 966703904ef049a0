import { formatPriceRange, serviceJsonLd } from '@kigali/domain';
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

export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const t = useMessages();
  const ts = t.catalogue.services;
  const service = useQuery(serviceBySlugQuery(slug));

  if (service.isPending) {
    return (
      <DetailStatus message={t.common.loading} loading backTo={paths.services} backLabel={ts.backToList} />
    );
  }
  if (isNotAvailableOffline(service.error)) {
    return (
      <DetailStatus
        message={t.catalogue.notAvailableOffline}
        backTo={paths.services}
        backLabel={ts.backToList}
      />
    );
  }
  if (!service.data) {
    return <DetailStatus message={ts.notFound} backTo={paths.services} backLabel={ts.backToList} />;
  }
  const item = service.data;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Seo
        title={item.name}
        description={metaDescription(item.description)}
        image={item.image_url ?? undefined}
        jsonLd={[serviceJsonLd(env.siteUrl, item)]}
      />
      <BackLink to={paths.services} label={ts.backToList} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageWithFallback
          src={item.image_url}
          alt={item.name}
          sizes={DETAIL_IMAGE_SIZES}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{item.category}</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">{item.name}</h1>
          <p className="mt-4 whitespace-pre-line text-slate-700">{item.description}</p>
          {item.features.length > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900">{ts.features}</h2>
              <FeatureList features={item.features} className="mt-3 text-base" />
            </section>
          )}
          {item.price_range.max > 0 && (
            <p className="mt-8 flex flex-wrap items-baseline gap-x-3 border-t border-slate-200 pt-4">
              <span className="text-sm text-slate-600">{ts.priceRange}</span>
              <span className="font-semibold text-slate-900">{formatPriceRange(item.price_range)}</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
