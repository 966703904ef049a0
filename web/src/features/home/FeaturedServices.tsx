import type { Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { ServiceCard } from '@/features/catalogue';
import { useMessages } from '@/i18n';
import { FeaturedSection } from './FeaturedSection';

/** The 6 newest services, each with at most 3 features (docs/product.md#constants-and-limits). */
export function FeaturedServices({ services }: { services: readonly Service[] }) {
  const t = useMessages();
  return (
    <FeaturedSection
      id="featured-services"
      messages={t.home.services}
      viewAllTo={paths.services}
      className="bg-slate-50"
      items={services}
      gridClassName="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      card={(service) => <ServiceCard service={service} />}
    />
  );
}
