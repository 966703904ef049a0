import type { Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CatalogueList } from './CatalogueList';
import { categoriesFound } from './service-categories';
import { TrainingCard } from './TrainingCard';
import { useCategoryParam } from './use-category-param';

export function TrainingsPage({ trainings: all }: { trainings: Service[] }) {
  const t = useMessages();
  const tt = t.catalogue.trainings;
  const [selectedCategory, selectCategory] = useCategoryParam();
  // A failed read is logged as "Error fetching trainings" on the server and shows an empty list.
  const shown = all.filter((training) => selectedCategory === null || training.category === selectedCategory);
  return (
    <CatalogueList
      title={tt.title}
      intro={tt.intro}
      metaDescription={tt.metaDescription}
      listed={shown.map((training) => ({ name: training.name, path: paths.training(training.slug) }))}
      filter={{
        label: tt.filterLabel,
        allLabel: tt.all,
        options: categoriesFound(all).map((category) => ({
          value: category,
          label: labelOf(t.labels, 'serviceCategories', category),
        })),
        selected: selectedCategory,
        onSelect: selectCategory,
      }}
      emptyMessage={tt.empty}
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((training) => (
          <li key={training.id}>
            <TrainingCard training={training} />
          </li>
        ))}
      </ul>
    </CatalogueList>
  );
}
