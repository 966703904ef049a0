import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_CATEGORIES,
  serviceSchema,
  translationFormValues,
  type Service,
  type ServiceForm as ServiceFormValues,
  type ServiceFormInput,
} from '@kigali/domain';
import { useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useAdminForm } from '@/features/admin/shared/admin-form';
import { ChoiceField, TextListField } from '@/features/admin/shared/ControlledFields';
import { ImageInput } from '@/features/admin/shared/ImageInput';
import { TranslatedAdminForm } from '@/features/admin/shared/TranslatedAdminForm';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

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
  translations: translationFormValues('services'),
};

const valuesOf = (service: Service): DefaultValues<ServiceFormInput> => ({
  name: service.name,
  slug: service.slug,
  description: service.description,
  category: service.category,
  features: service.features,
  price_range: service.price_range,
  image_url: service.image_url ?? '',
  translations: translationFormValues('services', service.translations),
});

export function ServiceForm({ service, onSave, onCancel }: Props) {
  const t = adminMessages.adminContent.services;
  const [imageFile, setImageFile] = useState<File | null>(null);
  const form = useAdminForm<ServiceFormInput, ServiceFormValues>({
    resolver: zodResolver(serviceSchema),
    defaultValues: service ? valuesOf(service) : emptyService,
    onSave: (values) => onSave(withTranslationsToWrite(values, service?.translations), imageFile),
    takenMessages: { slug: t.slugTaken },
    hasOtherChanges: imageFile !== null,
    slugFollowsName: service === null,
  });
  const { field, register, control, formState } = form;
  const imageUrl = useWatch({ control, name: 'image_url' });
  const { errors } = formState;
  const features = {
    label: t.features,
    inputLabel: t.newFeature,
    addLabel: t.addFeature,
    emptyText: t.noFeatures,
  };

  return (
    <TranslatedAdminForm
      form={form}
      collection="services"
      labels={{
        name: { label: t.name },
        description: { label: t.description },
        features,
      }}
      isEditing={service !== null}
      onCancel={onCancel}
    >
      <TextField label={t.name} {...field('name')} />
      <TextField label={t.slug} hint={t.slugHint} {...field('slug')} />
      <TextAreaField label={t.description} className="md:col-span-2" {...field('description')} />
      <ChoiceField
        control={control}
        name="category"
        label={t.category}
        prompt={t.chooseCategory}
        choices={SERVICE_CATEGORIES.map((category) => ({ value: category, label: category }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t.priceMin}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          {...field('price_range.min')}
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
        <TextListField control={control} name="features" labels={features} />
      </div>
      <div className="md:col-span-2">
        <ImageInput
          label={t.image}
          urlField={register('image_url')}
          url={imageUrl ?? ''}
          urlError={field('image_url').error}
          file={imageFile}
          onFileChange={setImageFile}
        />
      </div>
    </TranslatedAdminForm>
  );
}
