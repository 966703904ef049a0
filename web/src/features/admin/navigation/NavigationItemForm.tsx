import { zodResolver } from '@hookform/resolvers/zod';
import {
  navigationItemSchema,
  type NavigationItem,
  type NavigationItemForm as NavigationItemFormValues,
  type NavigationItemFormInput,
} from '@kigali/domain';
import { useEffect } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CheckboxField, SelectField, TextField } from '@/ui/Field';

type Props = {
  /** The item being edited, or null to add one. */
  item: NavigationItem | null;
  /** Top-level items: the only parents offered (docs/product.md#admin-screens). */
  parents: readonly NavigationItem[];
  /**
   * A new item goes to the end: its order_index is the current item count
   * (docs/product.md#constants-and-limits).
   */
  nextOrderIndex: number;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: NavigationItemFormValues) => Promise<void>;
  onCancel: () => void;
};

const valuesOf = (item: NavigationItem): DefaultValues<NavigationItemFormInput> => ({
  label: item.label,
  path: item.path,
  parent_id: item.parent_id ?? '',
  order_index: item.order_index,
  is_active: item.is_active,
});

export function NavigationItemForm({ item, parents, nextOrderIndex, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.navigation;
  const kit = useMessages().admin.form;
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    resetField,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NavigationItemFormInput, unknown, NavigationItemFormValues>({
    resolver: zodResolver(navigationItemSchema),
    defaultValues: item
      ? valuesOf(item)
      : { label: '', path: '', parent_id: '', order_index: nextOrderIndex, is_active: true },
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  // The count arrives with the list: a new item goes last unless the admin typed an order.
  useEffect(() => {
    if (!item && !getFieldState('order_index').isDirty) {
      resetField('order_index', { defaultValue: nextOrderIndex });
    }
  }, [item, nextOrderIndex, getFieldState, resetField]);
  // An item cannot be its own parent.
  const parentChoices = parents.filter((parent) => parent.id !== item?.id);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.label} error={errors.label?.message} {...register('label')} />
      <TextField label={t.path} placeholder="/" error={errors.path?.message} {...register('path')} />
      <Controller
        control={control}
        name="parent_id"
        render={({ field, fieldState }) => (
          <SelectField
            label={t.parent}
            error={fieldState.error?.message}
            {...field}
            value={field.value ?? ''}
          >
            <option value="">{t.noParent}</option>
            {parentChoices.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.label}
              </option>
            ))}
          </SelectField>
        )}
      />
      <TextField
        label={t.orderIndex}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.order_index?.message}
        {...register('order_index')}
      />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.submitting : item ? kit.update : kit.create}
        </Button>
        {item && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
