import type { Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CatalogueList } from './CatalogueList';
import { serviceFilterCategories, servicesToShow } from './service-categories';
import { ServiceCard } from './ServiceCard';
import { useCategoryParam } from './use-category-param';

export function ServicesPage({ services: all }: { services: Service[] }) {
  const t = useMessages();
  const ts = t.catalogue.services;
  const [selectedCategory, selectCategory] = useCategoryParam();
  const shown = servicesToShow(all, selectedCategory);
  return (
    <CatalogueList
      title={ts.title}
      intro={ts.intro}
      metaDescription={ts.metaDescription}
      listed={shown.map((service) => ({ name: service.name, path: paths.service(service.slug) }))}
      filter={{
        label: ts.filterLabel,
        allLabel: ts.all,
        options: serviceFilterCategories(all, selectedCategory).map((category) => ({
          value: category,
          label: labelOf(t.labels, 'serviceCategories', category),
        })),
        selected: selectedCategory,
        onSelect: selectCategory,
      }}
      emptyMessage={ts.empty}
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </CatalogueList>
  );
}
