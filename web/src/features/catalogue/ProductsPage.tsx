import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { paths } from '@/config/paths';
import { activeProductCategoriesQuery } from '@/data/product-categories';
import { pageItems } from '@/data/paging';
import { productsCountQuery, productsPageQuery } from '@/data/products';
import { showingCount, useLocale, useMessages } from '@/i18n';
import { LoadMore } from '@/ui/LoadMore';
import { CatalogueList } from './CatalogueList';
import { ProductCard } from './ProductCard';
import { useCategoryParam } from './use-category-param';

/** The most cards a row holds (xl: 4 columns): their pictures load at once, the rest when near. */
const FIRST_ROW = 4;

export function ProductsPage() {
  const t = useMessages();
  const tp = t.catalogue.products;
  const [selectedCategoryId, selectCategory] = useCategoryParam();
  const locale = useLocale();
  const products = useInfiniteQuery(productsPageQuery(selectedCategoryId, locale));
  // Offline the total cannot be counted: the list is shown without it.
  const total = useQuery(productsCountQuery(selectedCategoryId)).data ?? null;
  const { data: categories = [] } = useQuery(activeProductCategoriesQuery(locale));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const shown = pageItems(products.data?.pages);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <CatalogueList
      title={tp.title}
      intro={tp.intro}
      metaDescription={tp.metaDescription}
      listed={shown.map((product) => ({ name: product.name, path: paths.product(product.slug) }))}
      filter={{
        label: tp.filterLabel,
        allLabel: tp.all,
        options: categories.map((category) => ({ value: category.id, label: category.name })),
        selected: selectedCategoryId,
        onSelect: selectCategory,
      }}
      isPending={products.isPending}
      loadingMessage={t.common.loading}
      emptyMessage={tp.empty}
    >
      <ul ref={listRef} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              categoryName={categoryNames.get(product.category_id) ?? null}
              eager={index < FIRST_ROW}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        listRef={listRef}
        shown={shown.length}
        status={showingCount(t.paging.products, shown.length, total)}
        pages={products}
      />
    </CatalogueList>
  );
}
