import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_STOCK_STATUS,
  productFormSchema,
  specificationsAsRows,
  STOCK_STATUSES,
  translationFormValues,
  type ProductCategory,
  type ProductForm as ProductFormOutput,
  type ProductFormRowsInput,
  type ProductWithCategory,
} from '@kigali/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { ImageInput } from '@/features/admin/shared/ImageInput';
import { LanguageTabs } from '@/features/admin/shared/LanguageTabs';
import { SpecificationsEditor } from '@/features/admin/shared/SpecificationsEditor';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { SelectField, TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

type Props = {
  /** The product being edited, or null in create mode. */
  product: ProductWithCategory | null;
  /** Active categories, ordered by name. */
  categories: readonly ProductCategory[];
  onSave: (form: ProductFormOutput, imageFile: File | null) => Promise<SaveOutcome>;
  onCancel: () => void;
};

const emptyProduct: ProductFormRowsInput = {
  name: '',
  slug: '',
  category_id: '',
  description: '',
  price: '',
  stock_status: DEFAULT_STOCK_STATUS,
  specifications: [],
  image_url: '',
  translations: translationFormValues('products'),
};

/** The form filled in from a stored product, for edit mode. */
const valuesOf = (product: ProductWithCategory): ProductFormRowsInput => ({
  name: product.name,
  slug: product.slug,
  category_id: product.category_id,
  description: product.description,
  price: String(product.price),
  stock_status: product.stock_status,
  specifications: specificationsAsRows(product.specifications),
  image_url: product.image_url ?? '',
  translations: translationFormValues('products', product.translations),
});

/**
 * The product form (docs/product.md#admin-screens and #validation), validated on submit with messages under
 * the fields. The slug follows the name until the admin edits it (in edit mode it stays as stored, so
 * renaming a product does not silently move its page). A failed save keeps everything typed.
 */
export function ProductForm({ product, categories, onSave, onCancel }: Props) {
  const t = adminMessages.admin.products;
  const [initial] = useState(() => (product ? valuesOf(product) : emptyProduct));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const form = useAdminForm<ProductFormRowsInput, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
    onSave: (values) => onSave(withTranslationsToWrite(values, product?.translations), imageFile),
    takenMessages: { slug: t.slugTaken },
    hasOtherChanges: imageFile !== null,
    slugFollowsName: product === null,
  });
  const { field, register, control, onSubmit, isSubmitting } = form;
  const imageUrl = useWatch({ control, name: 'image_url' });

  const categoryOptions =
    product && !categories.some((category) => category.id === product.category_id)
      ? [...categories, { id: product.category_id, name: product.category_name ?? product.category_id }]
      : categories;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <LanguageTabs
        form={form}
        collection="products"
        labels={{
          name: { label: t.name },
          description: { label: t.description, rows: 5 },
          specifications: { label: t.specifications },
        }}
        className="space-y-5"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={t.name} autoComplete="off" {...field('name')} />
          <TextField label={t.slug} autoComplete="off" hint={t.slugHint} {...field('slug')} />
          {/* The selects also get defaultValue: happy-dom (component tests) ignores the value
            react-hook-form assigns to a select, browsers do not. */}
          <SelectField label={t.category} defaultValue={initial.category_id} {...field('category_id')}>
            <option value="">{t.chooseCategory}</option>
            {categoryOptions.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t.stockStatus} defaultValue={initial.stock_status} {...field('stock_status')}>
            {STOCK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.stockLabels[status]}
              </option>
            ))}
          </SelectField>
          <TextField label={t.price} type="number" step={1} min={0} inputMode="numeric" {...field('price')} />
        </div>
        <TextAreaField label={t.description} rows={5} {...field('description')} />
        <SpecificationsEditor form={form} name="specifications" legend={t.specifications} />
        <ImageInput
          label={t.image}
          urlField={register('image_url')}
          url={typeof imageUrl === 'string' ? imageUrl : ''}
          urlError={field('image_url').error}
          file={imageFile}
          onFileChange={setImageFile}
        />
      </LanguageTabs>
      <FormButtons
        isEditing={product !== null}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        className="flex-col sm:flex-row"
        labels={{ create: t.submitCreate, update: t.submitUpdate }}
      />
    </form>
  );
}
