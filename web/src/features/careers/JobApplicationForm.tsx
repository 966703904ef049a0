import { zodResolver } from '@hookform/resolvers/zod';
import {
  jobApplicationSchema,
  type JobApplicationForm as JobApplicationValues,
  type JobApplicationInput,
  type JobPosting,
} from '@kigali/domain';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { submitJobApplication } from '@/data/job-applications';
import { minutesToWait } from '@/data/submit';
import { formatCount, useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, TextAreaField, TextField } from '@/ui/Field';

const EMPTY: JobApplicationInput = { full_name: '', email: '', phone: '', resume_url: '', cover_letter: '' };

type Props = {
  id: string;
  posting: Pick<JobPosting, 'id' | 'title'>;
  /** Called after Cancel or a successful submission: the page clears the selection. */
  onClose: () => void;
  /** What a visitor typed before, when a refused application is sent again. */
  initialValues?: JobApplicationInput;
  /** Called after a successful submission, before `onClose`. */
  onSent?: () => void;
};

/**
 * The application form for the selected posting (docs/product.md#careers, #validation and
 * #messages). Values stay in place when sending fails, so nothing typed is lost.
 */
export function JobApplicationForm({ id, posting, onClose, initialValues = EMPTY, onSent }: Props) {
  const messages = useMessages();
  const t = messages.careers;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationInput, unknown, JobApplicationValues>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: initialValues,
  });

  // Apply Now moves keyboard and screen reader users to the form it opened.
  useEffect(() => {
    heading.current?.focus();
  }, [posting.id]);

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submitJobApplication(posting, values);
      toast.success(result.queued ? t.queued : t.success);
      onSent?.();
      close();
    } catch (error) {
      console.error('Failed to submit application', error);
      const minutes = minutesToWait(error);
      toast.error(
        minutes ? messages.pwa.tooManySubmissions({ minutes, minutesText: formatCount(minutes) }) : t.failure,
      );
    }
  });

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-brand-700/30 bg-slate-50 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t.applyFor({ title: posting.title })}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.fields.fullName}
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <EmailField label={t.fields.email} error={errors.email?.message} {...register('email')} />
        <PhoneField label={t.fields.phone} error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t.fields.resumeUrl}
          type="url"
          inputMode="url"
          hint={t.fields.resumeUrlHint}
          error={errors.resume_url?.message}
          {...register('resume_url')}
        />
        <TextAreaField
          label={t.fields.coverLetter}
          rows={5}
          className="sm:col-span-2"
          error={errors.cover_letter?.message}
          {...register('cover_letter')}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
