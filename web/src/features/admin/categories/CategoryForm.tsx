import { zodResolver } from '@hookform/resolvers/zod';
import {
  productCategorySchema,
  type ProductCategory,
  type ProductCategoryForm,
  type ProductCategoryFormInput,
} from '@kigali/domain';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CheckboxField, TextField } from '@/ui/Field';

/** How a save ended: a taken name is shown under the field; other failures were already reported. */
export type CategorySaveOutcome = 'saved' | 'name-taken' | 'failed';

type Props = {
  category: ProductCategory | null;
  onSave: (form: ProductCategoryForm) => Promise<CategorySaveOutcome>;
  onCancel: () => void;
};

export function CategoryForm({ category, onSave, onCancel }: Props) {
  const { categories: t, form: formTexts } = useMessages().admin;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductCategoryFormInput, unknown, ProductCategoryForm>({
    resolver: zodResolver(productCategorySchema),
    defaultValues: { name: category?.name ?? '', is_active: category?.is_active ?? true },
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);

  const submit = handleSubmit(async (values) => {
    if ((await onSave(values)) === 'name-taken') {
      setError('name', { message: t.nameTaken }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <CheckboxField label={t.active} {...register('is_active')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? formTexts.submitting : category ? t.submitUpdate : t.submitCreate}
        </Button>
        {category && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {formTexts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
