import { formatPublicPrice, type Service } from '@kigali/domain';
import { useMessages } from '@/i18n';

/** A training's fee, "Course fee" then its price: the least of its price range (docs/product.md#trainings). */
export function CourseFee({
  training,
  className,
  priceClassName,
}: {
  training: Service;
  className: string;
  priceClassName: string;
}) {
  const t = useMessages().catalogue.trainings;
  return (
    <p className={className}>
      <span className="text-sm text-slate-600">{t.courseFee}</span>
      <span className={priceClassName}>{formatPublicPrice(training.price_range.min)}</span>
    </p>
  );
}
