import { formatPublicPrice } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { featuredProductsQuery } from '@/data/products';
import { useMessages } from '@/i18n';
import { Seo } from '@/ui/Seo';

export function HomePage() {
  const t = useMessages();
  const { data: products = [] } = useQuery(featuredProductsQuery());
  return (
    <>
      <Seo title={t.common.companyName} description={t.common.tagline} />
      <section className="mx-auto max-w-7xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t.common.tagline}</h1>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="rounded-lg border border-slate-200 p-4">
              <Link to={paths.product(product.slug)} className="font-semibold">
                {product.name}
              </Link>
              <p className="text-sm text-slate-600">{formatPublicPrice(product.price)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
