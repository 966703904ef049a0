import type {
  JobApplicationForm as JobApplicationValues,
  JobApplicationInput,
  JobPosting,
} from '@kigali/domain';
import { useEffect, useId, useRef } from 'react';
import { submitJobApplication } from '@/data/public-submissions';
import { useSubmissionFailure } from '@/features/pwa';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, TextAreaField, TextField } from '@/ui/Field';
import { sendPublicSubmission, usePublicForm } from '@/ui/use-public-form';

/** The form's checks, loaded when it is first used (ui/use-public-form.ts). */
const jobApplicationSchema = () =>
  import('@kigali/domain/schemas/public-forms').then((forms) => forms.jobApplicationSchema);

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
  const t = useMessages().careers;
  const failure = useSubmissionFailure();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = usePublicForm<JobApplicationValues>({
    schema: jobApplicationSchema,
    initialValues,
    send: (values) =>
      sendPublicSubmission({
        submit: () => submitJobApplication(posting, values),
        messages: t,
        failure,
        logAs: 'Failed to submit application',
        sent: () => {
          onSent?.();
          close();
        },
      }),
  });

  // Apply Now moves keyboard and screen reader users to the form it opened.
  useEffect(() => {
    heading.current?.focus();
  }, [posting.id]);

  const close = () => {
    formElement.current?.reset();
    form.clear();
    onClose();
  };

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-brand-700/30 bg-slate-50 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t.applyFor({ title: posting.title })}
      </h3>
      <form ref={formElement} {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.fullName} autoComplete="name" {...form.field('full_name')} />
        <EmailField label={t.fields.email} {...form.field('email')} />
        <PhoneField label={t.fields.phone} {...form.field('phone')} />
        <TextField
          label={t.fields.resumeUrl}
          type="url"
          inputMode="url"
          hint={t.fields.resumeUrlHint}
          {...form.field('resume_url')}
        />
        <TextAreaField
          label={t.fields.coverLetter}
          rows={5}
          className="sm:col-span-2"
          {...form.field('cover_letter')}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? t.submitting : t.submit}
          </Button>
          <Button variant="secondary" onClick={close} disabled={form.submitting}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
