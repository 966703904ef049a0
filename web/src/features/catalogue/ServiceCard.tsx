import { fallbackLang, LIMITS, type Service } from '@kigali/domain';
import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { FeatureList } from './FeatureList';
import { CatalogueImage } from './ImageWithFallback';
import { SERVICE_CARD_SIZES } from './image-sizes';

/** A service in a list, with at most 3 of its features (docs/product.md#services). */
export function ServiceCard({ service }: { service: Service }) {
  const { labels } = useMessages();
  const locale = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CatalogueImage
        src={service.image_url}
        alt={service.name}
        sizes={SERVICE_CARD_SIZES}
        loading="lazy"
        decoding="async"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {labelOf(labels, 'serviceCategories', service.category)}
        </p>
        <h2
          lang={fallbackLang(service, 'name', locale)}
          className="mt-1 text-lg font-semibold text-slate-900"
        >
          <Link
            to={paths.service(service.slug)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {service.name}
          </Link>
        </h2>
        <p
          lang={fallbackLang(service, 'description', locale)}
          className="mt-2 line-clamp-3 text-sm text-slate-600"
        >
          {service.description}
        </p>
        <FeatureList
          features={service.features.slice(0, LIMITS.featuresPerCard)}
          lang={fallbackLang(service, 'features', locale)}
          className="mt-4"
        />
      </div>
    </article>
  );
}
