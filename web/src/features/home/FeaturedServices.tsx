import { LIMITS } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { featuredServicesQuery } from '@/data/services';
import { ServiceCard } from '@/features/catalogue';
import { useMessages } from '@/i18n';
import { CardSkeletons } from './CardSkeletons';
import { SectionHeading } from './SectionHeading';

const grid = 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The 6 newest services, each with at most 3 features (docs/product.md#constants-and-limits). */
export function FeaturedServices() {
  const t = useMessages();
  const { data: services = [], isPending } = useQuery(featuredServicesQuery());
  return (
    <section aria-labelledby="featured-services" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading
          id="featured-services"
          title={t.home.services.heading}
          intro={t.home.services.intro}
          link={{ to: paths.services, label: t.home.services.viewAll }}
        />
        {isPending ? (
          <CardSkeletons count={LIMITS.featuredServices} className={grid} />
        ) : services.length === 0 ? (
          <p className="mt-8 text-slate-600">{t.home.services.empty}</p>
        ) : (
          <ul className={grid}>
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
