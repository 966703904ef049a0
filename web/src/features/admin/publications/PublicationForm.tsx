import { zodResolver } from '@hookform/resolvers/zod';
import {
  PUBLICATION_CATEGORIES,
  PUBLISH_AT_INVALID,
  inputFromPublishAt,
  scheduledPublicationSchema,
  translationFormValues,
  type Publication,
  type ScheduledPublicationForm as PublicationFormValues,
  type ScheduledPublicationFormInput as PublicationFormInput,
} from '@kigali/domain';
import type { FormEvent } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { useAdminForm } from '@/features/admin/shared/admin-form';
import { ChoiceField } from '@/features/admin/shared/ControlledFields';
import { TranslatedAdminForm } from '@/features/admin/shared/TranslatedAdminForm';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import { CheckboxField, TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

/** A new publication is a draft (docs/product.md#constants-and-limits). */
const emptyPublication: DefaultValues<PublicationFormInput> = {
  title: '',
  content: '',
  excerpt: '',
  image_url: '',
  is_published: false,
  publish_at: '',
  translations: translationFormValues('publications'),
};

const valuesOf = (publication: Publication): DefaultValues<PublicationFormInput> => ({
  title: publication.title,
  content: publication.content,
  excerpt: publication.excerpt ?? '',
  category: publication.category,
  image_url: publication.image_url ?? '',
  is_published: publication.is_published,
  // A stored time is shown again, so publishing a draft again keeps its date unless it is changed.
  publish_at: publication.published_at ? inputFromPublishAt(publication.published_at) : '',
  translations: translationFormValues('publications', publication.translations),
});

export function PublicationForm({
  item: publication,
  onSave,
  onCancel,
}: AdminFormProps<Publication, PublicationFormValues>) {
  const t = adminMessages.adminContent.publications;
  const kit = adminMessages.admin;
  const { publishing } = adminMessages;
  const form = useAdminForm<PublicationFormInput, PublicationFormValues>({
    resolver: zodResolver(scheduledPublicationSchema),
    defaultValues: publication ? valuesOf(publication) : emptyPublication,
    onSave: (values) => onSave(withTranslationsToWrite(values, publication?.translations)),
  });
  const { field, register, control, onSubmit, setError } = form;
  const isPublished = useWatch({ control, name: 'is_published' });

  // A date and time typed only in part reads as an empty value, which would mean "publish now":
  // the browser knows it is incomplete (badInput), so the save stops and says so under the field.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const publishAt = event.currentTarget.elements.namedItem('publish_at');
    if (publishAt instanceof HTMLInputElement && publishAt.validity.badInput) {
      event.preventDefault();
      setError('publish_at', { message: PUBLISH_AT_INVALID }, { shouldFocus: true });
      return;
    }
    void onSubmit(event);
  };

  return (
    <TranslatedAdminForm
      form={form}
      collection="publications"
      labels={{
        title: { label: t.title },
        excerpt: { label: t.excerpt, rows: 2 },
        content: { label: t.content, rows: 12 },
      }}
      isEditing={publication !== null}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField label={t.title} {...field('title')} />
      <ChoiceField
        control={control}
        name="category"
        label={t.category}
        prompt={t.chooseCategory}
        choices={PUBLICATION_CATEGORIES.map((category) => ({ value: category, label: category }))}
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
      {isPublished && (
        <TextField
          label={publishing.publishAt}
          type="datetime-local"
          step={1}
          hint={publishing.publishAtHint}
          error={form.formState.errors.publish_at?.message}
          // Registered only while shown: a draft's form has no "Publish at" (the draft keeps its
          // stored time), and what it held is dropped when Published is unchecked.
          {...register('publish_at', { shouldUnregister: true })}
        />
      )}
    </TranslatedAdminForm>
  );
}
