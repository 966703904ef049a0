import { formatPublicPrice, productChatLink, productJsonLd, STOCK_STATUS_LABELS } from '@kigali/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { activeProductCategoriesQuery } from '@/data/product-categories';
import { isNotAvailableOffline } from '@/data/offline-read';
import { productBySlugQuery } from '@/data/products';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';
import { metaDescription } from '@/ui/meta-description';
import { Seo } from '@/ui/Seo';
import { BackLink } from './BackLink';
import { ClampedText } from './ClampedText';
import { DetailStatus } from './DetailStatus';
import { ImageWithFallback } from './ImageWithFallback';
import { DETAIL_IMAGE_SIZES } from './image-sizes';

export function ProductDetailPage() {
  const { slug = '' } = useParams();
  const t = useMessages();
  const tp = t.catalogue.products;
  const product = useQuery(productBySlugQuery(slug));
  const { data: categories = [] } = useQuery(activeProductCategoriesQuery());

  if (product.isPending) {
    return (
      <DetailStatus message={t.common.loading} loading backTo={paths.products} backLabel={tp.backToList} />
    );
  }
  if (isNotAvailableOffline(product.error)) {
    return (
      <DetailStatus
        message={t.catalogue.notAvailableOffline}
        backTo={paths.products}
        backLabel={tp.backToList}
      />
    );
  }
  // A failed read leaves the product empty, which shows the not-found text (docs/product.md#states).
  if (!product.data) {
    return <DetailStatus message={tp.notFound} backTo={paths.products} backLabel={tp.backToList} />;
  }
  const item = product.data;
  const categoryName = categories.find((category) => category.id === item.category_id)?.name ?? null;
  const specifications = Object.entries(item.specifications);
  const details = [
    { term: tp.category, value: categoryName ?? t.catalogue.notAvailable },
    { term: tp.stockStatus, value: STOCK_STATUS_LABELS[item.stock_status] ?? tp.unknownStock },
    { term: tp.price, value: formatPublicPrice(item.price) },
    { term: tp.sku, value: item.sku ?? item.slug },
  ];
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Seo
        title={item.name}
        description={metaDescription(item.description)}
        image={item.image_url ?? undefined}
        jsonLd={[productJsonLd(env.siteUrl, { ...item, category_name: categoryName })]}
      />
      <BackLink to={paths.products} label={tp.backToList} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageWithFallback
          src={item.image_url}
          alt={item.name}
          sizes={DETAIL_IMAGE_SIZES}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
        />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{item.name}</h1>
          <ClampedText text={item.description} className="mt-4 text-slate-700" />
          <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {details.map((detail) => (
              <div key={detail.term} className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-sm font-medium text-slate-600">{detail.term}</dt>
                <dd className="text-right font-semibold text-slate-900">{detail.value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={productChatLink(item)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'mt-6 w-full px-6 py-3 text-base sm:w-auto')}
          >
            {tp.buyNow}
            <span className="sr-only"> {tp.opensInNewTab}</span>
          </a>
          {specifications.length > 0 && (
            <section className="mt-10">
              <h2 className="text-xl font-semibold text-slate-900">{tp.specifications}</h2>
              <table className="mt-3 w-full text-left text-sm">
                <tbody className="divide-y divide-slate-200">
                  {specifications.map(([key, value]) => (
                    <tr key={key}>
                      <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-slate-600">
                        {key}
                      </th>
                      <td className="py-2 text-slate-900">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
