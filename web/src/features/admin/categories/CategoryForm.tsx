import { zodResolver } from '@hookform/resolvers/zod';
import {
  productCategorySchema,
  translationFormValues,
  type ProductCategory,
  type ProductCategoryForm,
  type ProductCategoryFormInput,
} from '@kigali/domain';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { LanguageTabs } from '@/features/admin/shared/LanguageTabs';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import { CheckboxField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

export function CategoryForm({
  item: category,
  onSave,
  onCancel,
}: AdminFormProps<ProductCategory, ProductCategoryForm>) {
  const t = adminMessages.admin.categories;
  const form = useAdminForm<ProductCategoryFormInput, ProductCategoryForm>({
    resolver: zodResolver(productCategorySchema),
    defaultValues: {
      name: category?.name ?? '',
      is_active: category?.is_active ?? true,
      translations: translationFormValues('product_categories', category?.translations),
    },
    onSave: (values) => onSave(withTranslationsToWrite(values, category?.translations)),
    takenMessages: { name: t.nameTaken },
  });
  const { field, register, onSubmit, isSubmitting } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <LanguageTabs
        form={form}
        collection="product_categories"
        labels={{ name: { label: t.name } }}
        className="space-y-5"
      >
        <TextField label={t.name} autoComplete="off" {...field('name')} />
        <CheckboxField label={t.active} {...register('is_active')} />
      </LanguageTabs>
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
