import type { Product, ProductCategory } from '@kigali/domain';
import { useRef } from 'react';
import { paths } from '@/config/paths';
import { showingCount, useLocale, useMessages } from '@/i18n';
import { CardGrid } from '@/ui/CardGrid';
import { LoadMore } from '@/ui/LoadMore';
import { CatalogueList } from './CatalogueList';
import { ProductCard } from './ProductCard';
import { useCategoryParam } from './use-category-param';
import { usePagedList } from './use-paged-list';

/** The most cards a row holds (xl: 4 columns): their pictures load at once, the rest when near. */
const FIRST_ROW = 4;

export function ProductsPage({
  page,
  total,
  categories,
}: {
  /** The first page of the list, of the selected category or all. */
  page: { items: Product[]; next: string | null };
  /** How many products the list holds, or null when they could not be counted. */
  total: number | null;
  categories: ProductCategory[];
}) {
  const t = useMessages();
  const tp = t.catalogue.products;
  const locale = useLocale();
  const [selectedCategoryId, selectCategory] = useCategoryParam();
  const products = usePagedList(page);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const shown = products.items;
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <CatalogueList
      texts={tp}
      listed={shown.map((product) => ({ name: product.name, path: paths.product(product.slug) }))}
      filter={{
        options: categories.map((category) => ({ value: category.id, label: category.name })),
        selected: selectedCategoryId,
        onSelect: selectCategory,
      }}
    >
      <CardGrid
        ref={listRef}
        items={shown}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        card={(product, index) => (
          <ProductCard
            product={product}
            categoryName={categoryNames.get(product.category_id) ?? null}
            eager={index < FIRST_ROW}
          />
        )}
      />
      <LoadMore
        listRef={listRef}
        shown={shown.length}
        status={showingCount(t.paging.products, shown.length, total, locale)}
        pages={products}
      />
    </CatalogueList>
  );
}
