import type { Service } from '@kigali/domain';
import { paths } from '@/config/paths';
import { useMessages } from '@/i18n';
import { CardGrid } from '@/ui/CardGrid';
import { CatalogueList } from './CatalogueList';
import { categoriesFound, useServiceCategoryOptions } from './service-categories';
import { TrainingCard } from './TrainingCard';
import { useCategoryParam } from './use-category-param';

export function TrainingsPage({ trainings: all }: { trainings: Service[] }) {
  const tt = useMessages().catalogue.trainings;
  const [selectedCategory, selectCategory] = useCategoryParam();
  // A failed read is logged as "Error fetching trainings" on the server and shows an empty list.
  const shown = all.filter((training) => selectedCategory === null || training.category === selectedCategory);
  const options = useServiceCategoryOptions(categoriesFound(all));
  return (
    <CatalogueList
      texts={tt}
      listed={shown.map((training) => ({ name: training.name, path: paths.training(training.slug) }))}
      filter={{
        options,
        selected: selectedCategory,
        onSelect: selectCategory,
      }}
    >
      <CardGrid
        items={shown}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        card={(training) => <TrainingCard training={training} />}
      />
    </CatalogueList>
  );
}
