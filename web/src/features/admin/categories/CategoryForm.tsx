import { zodResolver } from '@hookform/resolvers/zod';
import {
  productCategorySchema,
  type ProductCategory,
  type ProductCategoryForm,
  type ProductCategoryFormInput,
} from '@kigali/domain';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { CheckboxField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

export function CategoryForm({
  item: category,
  onSave,
  onCancel,
}: AdminFormProps<ProductCategory, ProductCategoryForm>) {
  const t = adminMessages.admin.categories;
  const { field, register, onSubmit, isSubmitting } = useAdminForm<
    ProductCategoryFormInput,
    ProductCategoryForm
  >({
    resolver: zodResolver(productCategorySchema),
    defaultValues: { name: category?.name ?? '', is_active: category?.is_active ?? true },
    onSave,
    takenMessages: { name: t.nameTaken },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label={t.name} autoComplete="off" {...field('name')} />
      <CheckboxField label={t.active} {...register('is_active')} />
      <FormButtons
        isEditing={category !== null}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        className="flex-col sm:flex-row"
        labels={{ create: t.submitCreate, update: t.submitUpdate }}
      />
    </form>
  );
}
