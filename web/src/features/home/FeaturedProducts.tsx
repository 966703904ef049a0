import { LIMITS } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { featuredProductsQuery } from '@/data/products';
import { ProductCard } from '@/features/catalogue';
import { useMessages } from '@/i18n';
import { CardSkeletons } from './CardSkeletons';
import { SectionHeading } from './SectionHeading';

const grid = 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

/**
 * The 4 newest products (docs/product.md#constants-and-limits). A failed read is logged by the data module
 * and shows none.
 */
export function FeaturedProducts() {
  const t = useMessages();
  const { data: products = [], isPending } = useQuery(featuredProductsQuery());
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading
        id="featured-products"
        title={t.home.products.heading}
        intro={t.home.products.intro}
        link={{ to: paths.products, label: t.home.products.viewAll }}
      />
      {isPending ? (
        <CardSkeletons count={LIMITS.featuredProducts} className={grid} />
      ) : products.length === 0 ? (
        <p className="mt-8 text-slate-600">{t.home.products.empty}</p>
      ) : (
        <ul className={grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} categoryName={null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
