import type { Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { CardGrid } from '@/ui/CardGrid';
import { CatalogueList } from './CatalogueList';
import { serviceFilterCategories, servicesToShow, useServiceCategoryOptions } from './service-categories';
import { ServiceCard } from './ServiceCard';
import { useCategoryParam } from './use-category-param';

export function ServicesPage({ services: all }: { services: Service[] }) {
  const ts = useMessages().catalogue.services;
  const [selectedCategory, selectCategory] = useCategoryParam();
  const shown = servicesToShow(all, selectedCategory);
  const options = useServiceCategoryOptions(serviceFilterCategories(all, selectedCategory));
  return (
    <CatalogueList
      texts={ts}
      listed={shown.map((service) => ({ name: service.name, path: paths.service(service.slug) }))}
      filter={{
        options,
        selected: selectedCategory,
        onSelect: selectCategory,
      }}
    >
      <CardGrid
        items={shown}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(service) => <ServiceCard service={service} />}
      />
    </CatalogueList>
  );
}
