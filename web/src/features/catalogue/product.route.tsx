import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { detailPageError } from '@/features/layout/PageError';
import { notFound, publicPageHeaders, requestLocale } from '@/server/page-data.server';
import { readCategoryName } from '@/server/product-categories.server';
import { readProductBySlug } from '@/server/products.server';
import { ProductDetailPage } from './ProductDetailPage';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const product = await readProductBySlug(params.slug ?? '', locale);
  if (!product) throw notFound();
  return { product, categoryName: await readCategoryName(product.category_id, locale) };
}

export const headers = publicPageHeaders;

export default function ProductRoute() {
  return <ProductDetailPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = detailPageError((t) => t.catalogue.products, paths.products);
