import { itemListJsonLd } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { trainingsQuery } from '@/data/services';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { FilterButtons } from './FilterButtons';
import { categoriesFound } from './service-categories';
import { TrainingCard } from './TrainingCard';
import { useCategoryParam } from './use-category-param';

export function TrainingsPage() {
  const t = useMessages();
  const tt = t.catalogue.trainings;
  const [selectedCategory, selectCategory] = useCategoryParam();
  // A failed read is logged as "Error fetching trainings" by the query and shows an empty list.
  const trainings = useQuery(trainingsQuery());
  const all = trainings.data ?? [];
  const shown = all.filter((training) => selectedCategory === null || training.category === selectedCategory);
  return (
    <>
      <Seo
        title={tt.title}
        description={tt.metaDescription}
        jsonLd={[
          itemListJsonLd(
            env.siteUrl,
            shown.map((training) => ({ name: training.name, path: paths.training(training.slug) })),
          ),
        ]}
      />
      <PageHeader title={tt.title} intro={tt.intro} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <FilterButtons
          label={tt.filterLabel}
          allLabel={tt.all}
          options={categoriesFound(all).map((category) => ({ value: category, label: category }))}
          selected={selectedCategory}
          onSelect={selectCategory}
        />
        {trainings.isPending ? (
          <p role="status" className="mt-10 text-slate-600">
            {tt.loading}
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-10 text-slate-600">{tt.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((training) => (
              <li key={training.id}>
                <TrainingCard training={training} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
