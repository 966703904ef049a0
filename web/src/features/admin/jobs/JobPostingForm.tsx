import { zodResolver } from '@hookform/resolvers/zod';
import {
  dateInputFromDeadline,
  jobPostingSchema,
  translationFormValues,
  type JobPosting,
  type JobPostingForm as JobPostingFormValues,
  type JobPostingFormInput,
} from '@kigali/domain';
import type { DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { useAdminForm } from '@/features/admin/shared/admin-form';
import { TextListField } from '@/features/admin/shared/ControlledFields';
import { TranslatedAdminForm } from '@/features/admin/shared/TranslatedAdminForm';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import { CheckboxField, TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

/** A new posting is active and has no deadline (docs/product.md#constants-and-limits). */
const emptyPosting: DefaultValues<JobPostingFormInput> = {
  title: '',
  department: '',
  location: '',
  description: '',
  requirements: [],
  responsibilities: [],
  is_active: true,
  expires_at: '',
  translations: translationFormValues('job_postings'),
};

const valuesOf = (posting: JobPosting): DefaultValues<JobPostingFormInput> => ({
  title: posting.title,
  department: posting.department,
  location: posting.location,
  description: posting.description,
  requirements: posting.requirements,
  responsibilities: posting.responsibilities,
  is_active: posting.is_active,
  expires_at: posting.expires_at ? dateInputFromDeadline(posting.expires_at) : '',
  translations: translationFormValues('job_postings', posting.translations),
});

export function JobPostingForm({
  item: posting,
  onSave,
  onCancel,
}: AdminFormProps<JobPosting, JobPostingFormValues>) {
  const t = adminMessages.adminContent.jobs;
  const form = useAdminForm<JobPostingFormInput, JobPostingFormValues>({
    resolver: zodResolver(jobPostingSchema),
    defaultValues: posting ? valuesOf(posting) : emptyPosting,
    onSave: (values) => onSave(withTranslationsToWrite(values, posting?.translations)),
  });
  const { field, register, control } = form;
  const requirements = {
    label: t.requirements,
    inputLabel: t.newRequirement,
    addLabel: t.addRequirement,
    emptyText: t.noItems,
  };
  const responsibilities = {
    label: t.responsibilities,
    inputLabel: t.newResponsibility,
    addLabel: t.addResponsibility,
    emptyText: t.noItems,
  };

  return (
    <TranslatedAdminForm
      form={form}
      collection="job_postings"
      labels={{
        title: { label: t.title },
        department: { label: t.department },
        location: { label: t.location },
        description: { label: t.description },
        requirements,
        responsibilities,
      }}
      isEditing={posting !== null}
      onCancel={onCancel}
    >
      <TextField label={t.title} {...field('title')} />
      <TextField label={t.department} {...field('department')} />
      <TextField label={t.location} {...field('location')} />
      <TextField label={t.deadline} type="date" hint={t.deadlineHint} {...field('expires_at')} />
      <TextAreaField label={t.description} className="md:col-span-2" {...field('description')} />
      <TextListField control={control} name="requirements" labels={requirements} />
      <TextListField control={control} name="responsibilities" labels={responsibilities} />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
    </TranslatedAdminForm>
  );
}
