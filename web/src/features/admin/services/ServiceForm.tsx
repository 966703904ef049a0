import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_CATEGORIES,
  serviceSchema,
  slugify,
  type Service,
  type ServiceForm as ServiceFormValues,
  type ServiceFormInput,
} from '@kigali/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { ImageInput } from '@/features/admin/shared/ImageInput';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { SelectField, TextAreaField, TextField } from '@/ui/Field';
import { TextListEditor } from '@/features/admin/shared/TextListEditor';

/** How a save ended, so the form can keep what was typed and point at the slug when it is taken. */
export type SaveOutcome = 'saved' | 'slug-taken' | 'failed';

type Props = {
  /** The service being edited, or null to create one. */
  service: Service | null;
  onSave: (values: ServiceFormValues, imageFile: File | null) => Promise<SaveOutcome>;
  onCancel: () => void;
};

const emptyService: DefaultValues<ServiceFormInput> = {
  name: '',
  slug: '',
  description: '',
  features: [],
  price_range: { min: 0, max: 0 },
  image_url: '',
};

const valuesOf = (service: Service): DefaultValues<ServiceFormInput> => ({
  name: service.name,
  slug: service.slug,
  description: service.description,
  category: service.category,
  features: service.features,
  price_range: service.price_range,
  image_url: service.image_url ?? '',
});

export function ServiceForm({ service, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.services;
  const kit = useMessages().admin.form;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    resolver: zodResolver(serviceSchema),
    defaultValues: service ? valuesOf(service) : emptyService,
  });
  const imageUrl = useWatch({ control, name: 'image_url' });
  const [imageFile, setImageFile] = useState<File | null>(null);
  // A new service's slug follows its name until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(service !== null);
  useUnsavedChangesWarning((isDirty || imageFile !== null) && !isSubmitting);

  const submit = handleSubmit(async (values) => {
    const outcome = await onSave(values, imageFile);
    if (outcome === 'slug-taken') setError('slug', { message: t.slugTaken }, { shouldFocus: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t.name}
        error={errors.name?.message}
        {...register('name', {
          onChange: (event: { target: { value: string } }) => {
            if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldDirty: true });
          },
        })}
      />
      <TextField
        label={t.slug}
        hint={t.slugHint}
        error={errors.slug?.message}
        {...register('slug', { onChange: () => setSlugEdited(true) })}
      />
      <TextAreaField
        label={t.description}
        className="md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <SelectField
            label={t.category}
            error={fieldState.error?.message}
            {...field}
            value={field.value ?? ''}
          >
            <option value="">{t.chooseCategory}</option>
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t.priceMin}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          error={errors.price_range?.min?.message}
          {...register('price_range.min')}
        />
        <TextField
          label={t.priceMax}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          error={errors.price_range?.max?.message ?? errors.price_range?.message}
          {...register('price_range.max')}
        />
      </div>
      <div className="md:col-span-2">
        <Controller
          control={control}
          name="features"
          render={({ field, fieldState }) => (
            <TextListEditor
              label={t.features}
              inputLabel={t.newFeature}
              addLabel={t.addFeature}
              emptyText={t.noFeatures}
              items={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="md:col-span-2">
        <ImageInput
          label={t.image}
          urlField={register('image_url')}
          url={imageUrl ?? ''}
          urlError={errors.image_url?.message}
          file={imageFile}
          onFileChange={setImageFile}
        />
      </div>
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.submitting : service ? kit.update : kit.create}
        </Button>
        {service && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
