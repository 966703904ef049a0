import { fallbackLang, formatPublicPrice, type Product } from '@kigali/domain';
import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n';
import { CatalogueImage } from './ImageWithFallback';
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
  const locale = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CatalogueImage
        src={product.image_url}
        alt={product.name}
        sizes={PRODUCT_CARD_SIZES}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="flex flex-1 flex-col p-4">
        {categoryName && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryName}</p>
        )}
        <h2
          lang={fallbackLang(product, 'name', locale)}
          className="mt-1 text-lg font-semibold text-slate-900"
        >
          <Link
            to={paths.product(product.slug)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h2>
        <p
          lang={fallbackLang(product, 'description', locale)}
          className="mt-2 line-clamp-3 text-sm text-slate-600"
        >
          {product.description}
        </p>
        <p className="mt-auto pt-4 text-lg font-bold text-slate-900">{formatPublicPrice(product.price)}</p>
      </div>
    </article>
  );
}
