import { useEffect } from 'react';

/** The parts of an ordered screen's form (react-hook-form's own methods) this hook uses. */
type OrderField = {
  getFieldState: (name: 'order_index') => { isDirty: boolean };
  resetField: (name: 'order_index', options: { defaultValue: number }) => void;
};

/**
 * A new item goes last: its order_index is the item count (docs/product.md#constants-and-limits). The
 * count arrives with the list, possibly after the form has mounted, so a new item's field follows it
 * until the admin types an order of their own; an edited item keeps its own.
 */
export function useNextOrderIndex(
  { getFieldState, resetField }: OrderField,
  isNew: boolean,
  nextOrderIndex: number,
) {
  useEffect(() => {
    if (isNew && !getFieldState('order_index').isDirty) {
      resetField('order_index', { defaultValue: nextOrderIndex });
    }
  }, [isNew, nextOrderIndex, getFieldState, resetField]);
}
