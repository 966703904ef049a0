import { zodResolver } from '@hookform/resolvers/zod';
import {
  navigationItemSchema,
  type NavigationItem,
  type NavigationItemForm as NavigationItemFormValues,
  type NavigationItemFormInput,
} from '@kigali/domain';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { useOrderIndexField } from '@/features/admin/shared/useOrderIndexField';
import { CheckboxField, SelectField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

type Props = AdminFormProps<NavigationItem, NavigationItemFormValues> & {
  /** Top-level items: the only parents offered (docs/product.md#admin-screens). */
  parents: readonly NavigationItem[];
  /**
   * A new item goes to the end: its order_index is the current item count
   * (docs/product.md#constants-and-limits).
   */
  nextOrderIndex: number;
};

const valuesOf = (item: NavigationItem): DefaultValues<NavigationItemFormInput> => ({
  label: item.label,
  path: item.path,
  parent_id: item.parent_id ?? '',
  order_index: item.order_index,
  is_active: item.is_active,
});

export function NavigationItemForm({ item, parents, nextOrderIndex, onSave, onCancel }: Props) {
  const t = adminMessages.adminContent.navigation;
  const form = useAdminForm<NavigationItemFormInput, NavigationItemFormValues>({
    resolver: zodResolver(navigationItemSchema),
    defaultValues: item
      ? valuesOf(item)
      : { label: '', path: '', parent_id: '', order_index: nextOrderIndex, is_active: true },
    onSave,
  });
  const { field, register, control, onSubmit, isSubmitting } = form;
  const orderIndex = useOrderIndexField(form, item === null, nextOrderIndex);
  // An item cannot be its own parent.
  const parentChoices = parents.filter((parent) => parent.id !== item?.id);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.label} {...field('label')} />
      <TextField label={t.path} placeholder="/" {...field('path')} />
      <Controller
        control={control}
        name="parent_id"
        render={({ field: parent, fieldState }) => (
          <SelectField
            label={t.parent}
            error={fieldState.error?.message}
            {...parent}
            value={parent.value ?? ''}
          >
            <option value="">{t.noParent}</option>
            {parentChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        )}
      />
      <TextField label={t.orderIndex} {...orderIndex} />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <FormButtons isEditing={item !== null} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
