import { isTraining, isTrainingCategory, SERVICE_CATEGORIES } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';

const specOrder = (category: string) => {
  const index = (SERVICE_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? SERVICE_CATEGORIES.length : index;
};

/** The categories found among the items, in SERVICE_CATEGORIES' order (unknown ones last), each once. */
export function categoriesFound(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort(
    (a, b) => specOrder(a) - specOrder(b) || a.localeCompare(b),
  );
}

/**
 * Filter buttons of /services: one per category found, except training categories, which appear
 * only while selected (docs/product.md#services: they are hidden unless selected).
 */
export function serviceFilterCategories(
  services: readonly { category: string }[],
  selected: string | null,
): string[] {
  return categoriesFound(services).filter(
    (category) => !isTrainingCategory(category) || category === selected,
  );
}

/** The services /services lists: "All" leaves trainings out; a selected category shows just that one. */
export function servicesToShow<T extends { category: string }>(
  services: readonly T[],
  selected: string | null,
): T[] {
  return selected === null
    ? services.filter((service) => !isTraining(service))
    : services.filter((service) => service.category === selected);
}

/** Filter options for service categories, each named in the page's language. */
export function useServiceCategoryOptions(categories: readonly string[]) {
  const { labels } = useMessages();
  return categories.map((category) => ({
    value: category,
    label: labelOf(labels, 'serviceCategories', category),
  }));
}
