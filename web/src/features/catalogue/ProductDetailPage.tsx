import {
  fallbackLang,
  formatPublicPrice,
  type Product,
  productChatLink,
  productJsonLd,
} from '@kigali/domain';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';
import { CatalogueDetail } from './CatalogueDetail';
import { ClampedText } from './ClampedText';

export function ProductDetailPage({
  product,
  categoryName,
}: {
  product: Product;
  categoryName: string | null;
}) {
  const tp = useMessages().catalogue.products;
  return (
    <CatalogueDetail
      item={product}
      back={{ to: paths.products, label: tp.backToList }}
      jsonLd={(item, locale) => productJsonLd(env.siteUrl, { ...item, category_name: categoryName }, locale)}
    >
      {(item) => <ProductDetails item={item} categoryName={categoryName} />}
    </CatalogueDetail>
  );
}

/** Beside the picture: name, description, the key facts, the Buy Now chat link and the specifications. */
function ProductDetails({ item, categoryName }: { item: Product; categoryName: string | null }) {
  const t = useMessages();
  const locale = useLocale();
  const tp = t.catalogue.products;
  // Already in the page's language (the server's forPageLanguage, the domain's inLanguage): the translated
  // specifications where the product has them, the English ones, marked as English, otherwise.
  const specifications = Object.entries(item.specifications);
  const details = [
    { term: tp.category, value: categoryName ?? t.catalogue.notAvailable },
    { term: tp.stockStatus, value: t.labels.stockStatus[item.stock_status] ?? tp.unknownStock },
    { term: tp.price, value: formatPublicPrice(item.price) },
    { term: tp.sku, value: item.sku ?? item.slug },
  ];
  return (
    <>
      <h1 lang={fallbackLang(item, 'name', locale)} className="text-3xl font-bold text-slate-900">
        {item.name}
      </h1>
      <ClampedText
        text={item.description}
        lang={fallbackLang(item, 'description', locale)}
        className="mt-4 text-slate-700"
      />
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {details.map((detail) => (
          <div key={detail.term} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{detail.term}</dt>
            <dd className="text-right font-semibold text-slate-900">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={productChatLink(item, locale)}
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
          <table
            lang={fallbackLang(item, 'specifications', locale)}
            className="mt-3 w-full text-left text-sm"
          >
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
    </>
  );
}
