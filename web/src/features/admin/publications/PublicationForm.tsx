import { zodResolver } from '@hookform/resolvers/zod';
import {
  PUBLICATION_CATEGORIES,
  publicationSchema,
  translationFormValues,
  type Publication,
  type PublicationForm as PublicationFormValues,
  type PublicationFormInput,
} from '@kigali/domain';
import { Controller, type DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { LanguageTabs } from '@/features/admin/shared/LanguageTabs';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

/** A new publication is a draft (docs/product.md#constants-and-limits). */
const emptyPublication: DefaultValues<PublicationFormInput> = {
  title: '',
  content: '',
  excerpt: '',
  image_url: '',
  is_published: false,
  translations: translationFormValues('publications'),
};

const valuesOf = (publication: Publication): DefaultValues<PublicationFormInput> => ({
  title: publication.title,
  content: publication.content,
  excerpt: publication.excerpt ?? '',
  category: publication.category,
  image_url: publication.image_url ?? '',
  is_published: publication.is_published,
  translations: translationFormValues('publications', publication.translations),
});

export function PublicationForm({
  item: publication,
  onSave,
  onCancel,
}: AdminFormProps<Publication, PublicationFormValues>) {
  const t = adminMessages.adminContent.publications;
  const kit = adminMessages.admin;
  const form = useAdminForm<PublicationFormInput, PublicationFormValues>({
    resolver: zodResolver(publicationSchema),
    defaultValues: publication ? valuesOf(publication) : emptyPublication,
    onSave: (values) => onSave(withTranslationsToWrite(values, publication?.translations)),
  });
  const { field, register, control, onSubmit, isSubmitting } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LanguageTabs
        form={form}
        collection="publications"
        labels={{
          title: { label: t.title },
          excerpt: { label: t.excerpt, rows: 2 },
          content: { label: t.content, rows: 12 },
        }}
        className="grid gap-4 md:grid-cols-2"
      >
        <TextField label={t.title} {...field('title')} />
        <Controller
          control={control}
          name="category"
          render={({ field: select, fieldState }) => (
            <SelectField
              label={t.category}
              error={fieldState.error?.message}
              {...select}
              value={select.value ?? ''}
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
        <TextAreaField label={t.excerpt} rows={2} className="md:col-span-2" {...field('excerpt')} />
        <TextAreaField label={t.content} rows={12} className="md:col-span-2" {...field('content')} />
        <TextField
          label={kit.image.url}
          type="text"
          inputMode="url"
          hint={kit.image.urlHint}
          className="md:col-span-2"
          {...field('image_url')}
        />
        <CheckboxField label={t.isPublished} className="md:col-span-2" {...register('is_published')} />
      </LanguageTabs>
      <FormButtons isEditing={publication !== null} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
