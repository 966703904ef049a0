import { zodResolver } from '@hookform/resolvers/zod';
import { slugify, STOCK_STATUSES, type ProductCategory, type ProductWithCategory } from '@kigali/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ImageInput } from '@/features/admin/shared/ImageInput';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { SelectField, TextAreaField, TextField } from '@/ui/Field';
import {
  emptyProductValues,
  productFormSchema,
  productValues,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-values';
import { SpecificationsEditor } from './SpecificationsEditor';

/** How a save ended: a taken slug is shown under the field; other failures were already reported. */
export type SaveOutcome = 'saved' | 'slug-taken' | 'failed';

type Props = {
  /** The product being edited, or null in create mode. */
  product: ProductWithCategory | null;
  /** Active categories, ordered by name. */
  categories: readonly ProductCategory[];
  onSave: (form: ProductFormOutput, imageFile: File | null) => Promise<SaveOutcome>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The product form (docs/product.md#admin-screens and #validation), validated on submit with messages under
 * the fields. The slug follows the name until the admin edits it (in edit mode it stays as stored, so
 * renaming a product does not silently move its page). A failed save keeps everything typed.
 */
export function ProductForm({ product, categories, onSave, onCancel, onDirtyChange }: Props) {
  const { products: t, form: formTexts } = useMessages().admin;
  const [initial] = useState(() => (product ? productValues(product) : emptyProductValues()));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
  });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [slugFollowsName, setSlugFollowsName] = useState(product === null);
  const imageUrl = useWatch({ control, name: 'image_url' });

  const dirty = isDirty || imageFile !== null;
  useUnsavedChangesWarning(dirty && !isSubmitting);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsName) setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Clearing the slug hands it back to the name.
      setSlugFollowsName(event.target.value === '');
    },
  });

  const submit = handleSubmit(async (values) => {
    const outcome = await onSave(values, imageFile);
    if (outcome === 'slug-taken') {
      setError('slug', { message: t.slugTaken });
      setFocus('slug');
    }
  });

  const categoryOptions =
    product && !categories.some((category) => category.id === product.category_id)
      ? [...categories, { id: product.category_id, name: product.category_name ?? product.category_id }]
      : categories;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...nameField} />
        <TextField
          label={t.slug}
          autoComplete="off"
          hint={t.slugHint}
          error={errors.slug?.message}
          {...slugField}
        />
        {/* The selects also get defaultValue: happy-dom (component tests) ignores the value
            react-hook-form assigns to a select, browsers do not. */}
        <SelectField
          label={t.category}
          error={errors.category_id?.message}
          defaultValue={initial.category_id}
          {...register('category_id')}
        >
          <option value="">{t.chooseCategory}</option>
          {categoryOptions.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.stockStatus}
          error={errors.stock_status?.message}
          defaultValue={initial.stock_status}
          {...register('stock_status')}
        >
          {STOCK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.stockLabels[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.price}
          type="number"
          step={1}
          min={0}
          inputMode="numeric"
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <TextAreaField
        label={t.description}
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />
      <SpecificationsEditor control={control} register={register} errors={errors.specifications} />
      <ImageInput
        label={t.image}
        urlField={register('image_url')}
        url={typeof imageUrl === 'string' ? imageUrl : ''}
        urlError={errors.image_url?.message}
        file={imageFile}
        onFileChange={setImageFile}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? formTexts.submitting : product ? t.submitUpdate : t.submitCreate}
        </Button>
        {product && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {formTexts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
