import type { ReactNode, Ref } from 'react';

/** A list of cards (products, services, trainings): one `<li>` per item, keyed by its id. */
export function CardGrid<T extends { id: string }>({
  items,
  className,
  card,
  ref,
}: {
  items: readonly T[];
  /** The grid: its columns at each width. */
  className: string;
  card: (item: T, index: number) => ReactNode;
  /** For "Load more", which moves focus to the first card it added. */
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} className={className}>
      {items.map((item, index) => (
        <li key={item.id} className="card-slot">
          {card(item, index)}
        </li>
      ))}
    </ul>
  );
}
