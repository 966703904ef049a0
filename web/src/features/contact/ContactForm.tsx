import type { ContactMessage, ContactMessageInput } from '@kigali/domain';
import { submitContactMessage } from '@/data/public-submissions';
import { useSubmissionFailure } from '@/features/pwa';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, TextAreaField, TextField } from '@/ui/Field';
import { sendPublicSubmission, usePublicForm } from '@/ui/use-public-form';

const empty: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The form's checks, loaded when it is first used (ui/use-public-form.ts). */
const contactMessageSchema = () =>
  import('@kigali/domain/schemas/public-forms').then((forms) => forms.contactMessageSchema);

type Props = {
  onSent: () => void;
  /** What a visitor typed before, when a refused message is sent again. */
  initialValues?: ContactMessageInput;
};

export function ContactForm({ onSent, initialValues = empty }: Props) {
  const t = useMessages();
  const failure = useSubmissionFailure();
  const form = usePublicForm<ContactMessage>({
    schema: contactMessageSchema,
    initialValues,
    send: (values, element) =>
      sendPublicSubmission({
        submit: () => submitContactMessage(values),
        messages: t.contact,
        failure,
        // On failure the modal stays open with everything typed, so the visitor can simply try again.
        logAs: 'Failed to send contact message',
        sent: () => {
          element.reset();
          form.clear();
          onSent();
        },
      }),
  });

  return (
    <form
      {...form.formProps}
      // Sent before the page's app has started, the boot script keeps it on the device (app/boot.ts).
      data-submission="contact_messages"
      data-held-message={t.contact.queued}
      className="space-y-4"
    >
      <TextField label={t.contact.fields.name} autoComplete="name" {...form.field('name')} />
      <EmailField label={t.contact.fields.email} {...form.field('email')} />
      <PhoneField label={t.contact.fields.phone} {...form.field('phone')} />
      <TextAreaField label={t.contact.fields.message} rows={5} {...form.field('message')} />
      <p data-held-status role="status" className="text-sm text-slate-700 empty:hidden" />
      <Button type="submit" disabled={form.submitting} className="w-full">
        {form.submitting ? t.contact.sending : t.contact.send}
      </Button>
    </form>
  );
}
