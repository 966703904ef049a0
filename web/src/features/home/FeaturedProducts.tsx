import type { Product } from '@kigali/domain';
import { paths } from '@/config/paths';
import { ProductCard } from '@/features/catalogue';
import { useMessages } from '@/i18n';
import { FeaturedSection } from './FeaturedSection';

/**
 * The 4 newest products (docs/product.md#constants-and-limits). A failed read is logged on the server
 * and shows none.
 */
export function FeaturedProducts({ products }: { products: readonly Product[] }) {
  const t = useMessages();
  return (
    <FeaturedSection
      id="featured-products"
      messages={t.home.products}
      viewAllTo={paths.products}
      items={products}
      gridClassName="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      card={(product) => <ProductCard product={product} categoryName={null} />}
    />
  );
}
