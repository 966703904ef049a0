import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The parts of an ordered screen's form (`useAdminForm`'s own methods) this hook uses. */
type OrderForm = {
  field: (name: 'order_index') => UseFormRegisterReturn & { error?: string };
  getFieldState: (name: 'order_index') => { isDirty: boolean };
  resetField: (name: 'order_index', options: { defaultValue: number }) => void;
};

/**
 * The order_index field of an ordered screen's form, as a `TextField`'s props. A new item goes last:
 * its order_index is the item count (docs/product.md#constants-and-limits). The count arrives with the
 * list, possibly after the form has mounted, so a new item's field follows it until the admin types an
 * order of their own; an edited item keeps its own.
 */
export function useOrderIndexField(form: OrderForm, isNew: boolean, nextOrderIndex: number) {
  const { getFieldState, resetField } = form;
  useEffect(() => {
    if (isNew && !getFieldState('order_index').isDirty) {
      resetField('order_index', { defaultValue: nextOrderIndex });
    }
  }, [isNew, nextOrderIndex, getFieldState, resetField]);
  return { type: 'number', min: 0, step: 1, inputMode: 'numeric', ...form.field('order_index') } as const;
}
