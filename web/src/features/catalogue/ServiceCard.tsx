import { fallbackLang, LIMITS, type Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CatalogueCard } from './CatalogueCard';
import { FeatureList } from './FeatureList';
import { SERVICE_CARD_SIZES } from './image-sizes';

/** A service in a list, with at most 3 of its features (docs/product.md#services). */
export function ServiceCard({ service }: { service: Service }) {
  const { labels } = useMessages();
  const locale = useLocale();
  return (
    <CatalogueCard
      item={service}
      to={paths.service(service.slug)}
      category={labelOf(labels, 'serviceCategories', service.category)}
      sizes={SERVICE_CARD_SIZES}
    >
      <FeatureList
        features={service.features.slice(0, LIMITS.featuresPerCard)}
        lang={fallbackLang(service, 'features', locale)}
        className="mt-4"
      />
    </CatalogueCard>
  );
}
