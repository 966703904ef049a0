import { fallbackLang, formatPublicPrice, LIMITS, type Service } from '@kigali/domain';
import { Link } from '@/ui/Link';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/i18n';
import { labelOf } from '@/i18n/labels';
import { CardCategory, CardPicture } from './CatalogueCard';
import { PriceLine } from './PriceLine';
import { FeatureList } from './FeatureList';
import { SERVICE_CARD_SIZES } from './image-sizes';

/**
 * A training program in the list: what it teaches (first 3 features) and its fee (docs/product.md#trainings).
 */
export function TrainingCard({ training }: { training: Service }) {
  const { catalogue, labels } = useMessages();
  const t = catalogue.trainings;
  const locale = useLocale();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CardPicture item={training} sizes={SERVICE_CARD_SIZES} />
      <div className="flex flex-1 flex-col p-5">
        <CardCategory>{labelOf(labels, 'serviceCategories', training.category)}</CardCategory>
        <h2
          lang={fallbackLang(training, 'name', locale)}
          className="mt-1 text-lg font-semibold text-slate-900"
        >
          {training.name}
        </h2>
        <Link
          to={paths.training(training.slug)}
          lang={fallbackLang(training, 'description', locale)}
          className="mt-2 line-clamp-3 text-sm text-slate-600 hover:text-brand-700 hover:underline"
        >
          {training.description}
        </Link>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.whatYouLearn}</h3>
        <FeatureList
          features={training.features.slice(0, LIMITS.featuresPerCard)}
          lang={fallbackLang(training, 'features', locale)}
          className="mt-2"
        />
        <PriceLine
          label={t.courseFee}
          price={formatPublicPrice(training.price_range.min)}
          className="mt-auto flex items-baseline justify-between gap-2 border-t border-slate-100 pt-4"
          priceClassName="text-lg font-bold text-slate-900"
        />
      </div>
    </article>
  );
}
