import { LIMITS } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { featuredProductsQuery } from '@/data/products';
import { ProductCard } from '@/features/catalogue';
import { useLocale, useMessages } from '@/i18n';
import { FeaturedSection } from './FeaturedSection';

/**
 * The 4 newest products (docs/product.md#constants-and-limits). A failed read is logged by the data module
 * and shows none.
 */
export function FeaturedProducts() {
  const t = useMessages();
  const { data: products = [], isPending } = useQuery(featuredProductsQuery(useLocale()));
  return (
    <FeaturedSection
      id="featured-products"
      messages={t.home.products}
      viewAllTo={paths.products}
      items={products}
      isPending={isPending}
      count={LIMITS.featuredProducts}
      gridClassName="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      card={(product) => <ProductCard product={product} categoryName={null} />}
    />
  );
}
