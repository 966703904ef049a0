import { zodResolver } from '@hookform/resolvers/zod';
import {
  dateInputFromDeadline,
  jobPostingSchema,
  type JobPosting,
  type JobPostingForm as JobPostingFormValues,
  type JobPostingFormInput,
} from '@kigali/domain';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { TextListEditor } from '@/features/admin/shared/TextListEditor';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CheckboxField, TextAreaField, TextField } from '@/ui/Field';

type Props = {
  /** The posting being edited, or null to create one. */
  posting: JobPosting | null;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: JobPostingFormValues) => Promise<void>;
  onCancel: () => void;
};

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
});

export function JobPostingForm({ posting, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.jobs;
  const kit = useMessages().admin.form;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<JobPostingFormInput, unknown, JobPostingFormValues>({
    resolver: zodResolver(jobPostingSchema),
    defaultValues: posting ? valuesOf(posting) : emptyPosting,
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.title} error={errors.title?.message} {...register('title')} />
      <TextField label={t.department} error={errors.department?.message} {...register('department')} />
      <TextField label={t.location} error={errors.location?.message} {...register('location')} />
      <TextField
        label={t.deadline}
        type="date"
        hint={t.deadlineHint}
        error={errors.expires_at?.message}
        {...register('expires_at')}
      />
      <TextAreaField
        label={t.description}
        className="md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="requirements"
        render={({ field, fieldState }) => (
          <TextListEditor
            label={t.requirements}
            inputLabel={t.newRequirement}
            addLabel={t.addRequirement}
            emptyText={t.noItems}
            items={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="responsibilities"
        render={({ field, fieldState }) => (
          <TextListEditor
            label={t.responsibilities}
            inputLabel={t.newResponsibility}
            addLabel={t.addResponsibility}
            emptyText={t.noItems}
            items={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.submitting : posting ? kit.update : kit.create}
        </Button>
        {posting && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
