/**
 * A price and what it is ("Course fee", "Price range"), on one line: a training's fee on its card
 * and its page, a service's price range on its page.
 */
export function PriceLine({
  label,
  price,
  className,
  priceClassName,
}: {
  label: string;
  price: string;
  className: string;
  priceClassName: string;
}) {
  return (
    <p className={className}>
      <span className="text-sm text-slate-600">{label}</span>
      <span className={priceClassName}>{price}</span>
    </p>
  );
}
