import { fallbackLang, type Locale, type Service } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { FeatureList } from './FeatureList';

/**
 * What a service's and a training's pages both show first: the category, the name, the description
 * and the features under the page's own heading. A text not translated into the page's language is
 * marked as English.
 */
export function ServiceSummary({
  item,
  locale,
  featuresHeading,
}: {
  item: Service;
  locale: Locale;
  featuresHeading: string;
}) {
  const { labels } = useMessages();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {labelOf(labels, 'serviceCategories', item.category)}
      </p>
      <h1 lang={fallbackLang(item, 'name', locale)} className="mt-1 text-3xl font-bold text-slate-900">
        {item.name}
      </h1>
      <p lang={fallbackLang(item, 'description', locale)} className="mt-4 whitespace-pre-line text-slate-700">
        {item.description}
      </p>
      {item.features.length > 0 && (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{featuresHeading}</h2>
          <FeatureList
            features={item.features}
            lang={fallbackLang(item, 'features', locale)}
            className="mt-3 text-base"
          />
        </section>
      )}
    </>
  );
}
