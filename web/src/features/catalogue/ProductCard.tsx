import { formatPublicPrice, type Product } from '@kigali/domain';
import { paths } from '@/config/paths';
import { CatalogueCard } from './CatalogueCard';
import { PRODUCT_CARD_SIZES } from './image-sizes';

/**
 * A product in a list: the whole card opens the product's page. `eager` for the cards in the
 * first row, whose picture is likely the page's largest paint: it must not wait to be scrolled to.
 */
export function ProductCard({
  product,
  categoryName,
  eager = false,
}: {
  product: Product;
  categoryName: string | null;
  eager?: boolean;
}) {
  return (
    <CatalogueCard
      item={product}
      to={paths.product(product.slug)}
      category={categoryName}
      sizes={PRODUCT_CARD_SIZES}
      eager={eager}
    >
      <p className="mt-auto pt-4 text-lg font-bold text-slate-900">{formatPublicPrice(product.price)}</p>
    </CatalogueCard>
  );
}
