import { zodResolver } from '@hookform/resolvers/zod';
import {
  PUBLICATION_CATEGORIES,
  publicationSchema,
  type Publication,
  type PublicationForm as PublicationFormValues,
  type PublicationFormInput,
} from '@kigali/domain';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/Field';

type Props = {
  /** The article being edited, or null to write a new one. */
  publication: Publication | null;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: PublicationFormValues) => Promise<void>;
  onCancel: () => void;
};

/** A new publication is a draft (docs/product.md#constants-and-limits). */
const emptyPublication: DefaultValues<PublicationFormInput> = {
  title: '',
  content: '',
  excerpt: '',
  image_url: '',
  is_published: false,
};

const valuesOf = (publication: Publication): DefaultValues<PublicationFormInput> => ({
  title: publication.title,
  content: publication.content,
  excerpt: publication.excerpt ?? '',
  category: publication.category,
  image_url: publication.image_url ?? '',
  is_published: publication.is_published,
});

export function PublicationForm({ publication, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.publications;
  const kit = useMessages().admin;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PublicationFormInput, unknown, PublicationFormValues>({
    resolver: zodResolver(publicationSchema),
    defaultValues: publication ? valuesOf(publication) : emptyPublication,
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.title} error={errors.title?.message} {...register('title')} />
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
            {PUBLICATION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
        )}
      />
      <TextAreaField
        label={t.excerpt}
        rows={2}
        className="md:col-span-2"
        error={errors.excerpt?.message}
        {...register('excerpt')}
      />
      <TextAreaField
        label={t.content}
        rows={12}
        className="md:col-span-2"
        error={errors.content?.message}
        {...register('content')}
      />
      <TextField
        label={kit.image.url}
        type="text"
        inputMode="url"
        hint={kit.image.urlHint}
        className="md:col-span-2"
        error={errors.image_url?.message}
        {...register('image_url')}
      />
      <CheckboxField label={t.isPublished} className="md:col-span-2" {...register('is_published')} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.form.submitting : publication ? kit.form.update : kit.form.create}
        </Button>
        {publication && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.form.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
