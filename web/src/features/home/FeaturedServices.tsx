import { LIMITS } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { featuredServicesQuery } from '@/data/services';
import { ServiceCard } from '@/features/catalogue';
import { useLocale, useMessages } from '@/i18n';
import { FeaturedSection } from './FeaturedSection';

/** The 6 newest services, each with at most 3 features (docs/product.md#constants-and-limits). */
export function FeaturedServices() {
  const t = useMessages();
  const { data: services = [], isPending } = useQuery(featuredServicesQuery(useLocale()));
  return (
    <FeaturedSection
      id="featured-services"
      messages={t.home.services}
      viewAllTo={paths.services}
      className="bg-slate-50"
      items={services}
      isPending={isPending}
      count={LIMITS.featuredServices}
      gridClassName="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      card={(service) => <ServiceCard service={service} />}
    />
  );
}
