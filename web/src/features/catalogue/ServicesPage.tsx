import { itemListJsonLd } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { servicesQuery } from '@/data/services';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { FilterButtons } from './FilterButtons';
import { serviceFilterCategories, servicesToShow } from './service-categories';
import { ServiceCard } from './ServiceCard';
import { useCategoryParam } from './use-category-param';

export function ServicesPage() {
  const t = useMessages();
  const [selectedCategory, selectCategory] = useCategoryParam();
  const services = useQuery(servicesQuery());
  const all = services.data ?? [];
  const shown = servicesToShow(all, selectedCategory);
  return (
    <>
      <Seo
        title={t.catalogue.services.title}
        description={t.catalogue.services.metaDescription}
        jsonLd={[
          itemListJsonLd(
            env.siteUrl,
            shown.map((service) => ({ name: service.name, path: paths.service(service.slug) })),
          ),
        ]}
      />
      <PageHeader title={t.catalogue.services.title} intro={t.catalogue.services.intro} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <FilterButtons
          label={t.catalogue.services.filterLabel}
          allLabel={t.catalogue.services.all}
          options={serviceFilterCategories(all, selectedCategory).map((category) => ({
            value: category,
            label: category,
          }))}
          selected={selectedCategory}
          onSelect={selectCategory}
        />
        {services.isPending ? (
          <p role="status" className="mt-10 text-slate-600">
            {t.common.loading}
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-10 text-slate-600">{t.catalogue.services.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
