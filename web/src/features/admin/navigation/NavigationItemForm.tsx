import { zodResolver } from '@hookform/resolvers/zod';
import {
  navigationItemSchema,
  type NavigationItem,
  type NavigationItemForm as NavigationItemFormValues,
  type NavigationItemFormInput,
} from '@kigali/domain';
import type { DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { ChoiceField } from '@/features/admin/shared/ControlledFields';
import { useOrderIndexField } from '@/features/admin/shared/useOrderIndexField';
import { CheckboxField, TextField } from '@/ui/Field';
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
      <ChoiceField
        control={control}
        name="parent_id"
        label={t.parent}
        prompt={t.noParent}
        choices={parentChoices.map((choice) => ({ value: choice.id, label: choice.label }))}
      />
      <TextField label={t.orderIndex} {...orderIndex} />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <FormButtons isEditing={item !== null} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
