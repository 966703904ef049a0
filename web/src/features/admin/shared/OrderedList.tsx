import type { ReactNode } from 'react';
import { ListState } from './ListState';
import { MoveButtons } from './MoveButtons';
import { RowActions } from './RowActions';
import { orderAfterMove, type MoveDirection, type OrderUpdate } from './reorder';
import type { useAdminCollection } from './useAdminCollection';

/** What an ordered screen says about its list; the hero slides' and navigation's messages have these. */
export type OrderedListMessages = { empty: string; orderUpdated: string; orderFailed: string };

type Props<T extends { id: string }, V> = {
  collection: ReturnType<typeof useAdminCollection<T, V>>;
  /** The row's name, for the buttons that say what they act on ("Move Home up", "Edit Home"). */
  nameOf: (item: T) => string;
  /** Saves every item's new order_index together (the collection's `saveOrder`). */
  saveOrder: (order: OrderUpdate[]) => Promise<unknown>;
  messages: OrderedListMessages;
  /** The row's own content, between its move buttons and its Edit and Delete. */
  children: (item: T) => ReactNode;
};

/**
 * A list the admin puts in order (the home page's hero slides, the site's navigation), shown in its
 * order_index order: each row can move up or down, be edited or deleted. While a move or a delete is
 * saved every row waits, since a move renumbers the whole list (docs/product.md#states).
 */
export function OrderedList<T extends { id: string }, V>({
  collection,
  nameOf,
  saveOrder,
  messages: t,
  children,
}: Props<T, V>) {
  const { items, isLoading, isChanging } = collection;
  if (isLoading || items.length === 0) {
    return <ListState isLoading={isLoading} isEmpty emptyText={t.empty} />;
  }

  const move = (index: number, direction: MoveDirection) => {
    const order = orderAfterMove(items, index, direction);
    if (!order) return;
    void collection.change({
      item: items[index]!,
      run: () => saveOrder(order),
      success: t.orderUpdated,
      failure: t.orderFailed,
    });
  };

  return (
    <ol className="divide-y divide-slate-200">
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
          <MoveButtons
            label={nameOf(item)}
            index={index}
            count={items.length}
            disabled={isChanging}
            onMove={(direction) => move(index, direction)}
          />
          {children(item)}
          <RowActions
            name={nameOf(item)}
            disabled={isChanging}
            onEdit={() => collection.editor.startEdit(item)}
            onDelete={() => void collection.remove(item)}
            historyHref={collection.historyHref(item)}
          />
        </li>
      ))}
    </ol>
  );
}
