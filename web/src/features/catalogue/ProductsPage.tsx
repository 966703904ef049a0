import { itemListJsonLd } from '@kigali/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { activeProductCategoriesQuery } from '@/data/product-categories';
import { pageItems } from '@/data/paging';
import { productsCountQuery, productsPageQuery } from '@/data/products';
import { useMessages } from '@/i18n';
import { LoadMore } from '@/ui/LoadMore';
import { PageHeader } from '@/ui/PageHeader';
import { Seo } from '@/ui/Seo';
import { FilterButtons } from './FilterButtons';
import { ProductCard } from './ProductCard';
import { useCategoryParam } from './use-category-param';

/** The most cards a row holds (xl: 4 columns): their pictures load at once, the rest when near. */
const FIRST_ROW = 4;

export function ProductsPage() {
  const t = useMessages();
  const [selectedCategoryId, selectCategory] = useCategoryParam();
  const products = useInfiniteQuery(productsPageQuery(selectedCategoryId));
  // Offline the total cannot be counted: the list is shown without it.
  const total = useQuery(productsCountQuery(selectedCategoryId)).data ?? null;
  const { data: categories = [] } = useQuery(activeProductCategoriesQuery());
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const shown = pageItems(products.data?.pages);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <>
      <Seo
        title={t.catalogue.products.title}
        description={t.catalogue.products.metaDescription}
        jsonLd={[
          itemListJsonLd(
            env.siteUrl,
            shown.map((product) => ({ name: product.name, path: paths.product(product.slug) })),
          ),
        ]}
      />
      <PageHeader title={t.catalogue.products.title} intro={t.catalogue.products.intro} />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <FilterButtons
          label={t.catalogue.products.filterLabel}
          allLabel={t.catalogue.products.all}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          selected={selectedCategoryId}
          onSelect={selectCategory}
        />
        {products.isPending ? (
          <p role="status" className="mt-10 text-slate-600">
            {t.common.loading}
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-10 text-slate-600">{t.catalogue.products.empty}</p>
        ) : (
          <>
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
              status={t.paging.products(shown.length, total)}
              pages={products}
            />
          </>
        )}
      </section>
    </>
  );
}
