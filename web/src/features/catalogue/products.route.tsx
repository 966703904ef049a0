import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PublicPageError } from '@/features/layout/PageError';
import { readActiveCategories } from '@/server/product-categories.server';
import { pageReads, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { countProducts, readProductsPage } from '@/server/products.server';
import { CATEGORY_PARAM } from './use-category-param';
import { AFTER_PARAM } from './use-paged-list';
import { ProductsPage } from './ProductsPage';

/**
 * The products page (one category or all), a page of products at a time. "Load more" asks the same
 * address with `?after=` and gets that page alone, without the filters and total it already has.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const categoryId = params.get(CATEGORY_PARAM);
  const after = params.get(AFTER_PARAM);
  const locale = requestLocale(request);
  const reads = pageReads();
  const [page, total, categories] = await Promise.all([
    reads.read('Error fetching products', readProductsPage(categoryId, after, locale), {
      items: [],
      next: null,
    }),
    after ? null : reads.read('Error counting products', countProducts(categoryId), null),
    after ? [] : reads.read('Error fetching categories', readActiveCategories(locale), []),
  ]);
  return reads.page({ categoryId, page, total, categories });
}

export const headers = publicPageHeaders;

export default function ProductsRoute() {
  return <ProductsPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PublicPageError;
