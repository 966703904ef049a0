import { PARTNERSHIP_TYPES, type PartnershipRequest, type PartnershipRequestInput } from '@kigali/domain';
import { submitPartnershipRequest } from '@/data/public-submissions';
import { useSubmissionFailure } from '@/features/pwa';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/ui/Field';
import { sendPublicSubmission, usePublicForm } from '@/ui/use-public-form';

/** The form's checks, loaded when it is first used (ui/use-public-form.ts). */
const partnershipRequestSchema = () =>
  import('@kigali/domain/schemas/public-forms').then((forms) => forms.partnershipRequestSchema);

/** The select starts on its prompt (an empty value), which the schema refuses with its message. */
type FormValues = Omit<PartnershipRequestInput, 'partnership_type'> & { partnership_type: string };

const EMPTY: FormValues = {
  company_name: '',
  tin_number: '',
  contact_person: '',
  email: '',
  phone: '',
  partnership_type: '',
  description: '',
};

type Props = {
  /** What a visitor typed before, when a refused request is sent again. */
  initialValues?: FormValues;
  onSent?: () => void;
};

/**
 * The partnership request form (docs/product.md#validation and #messages); values stay in place when sending
 * fails.
 */
export function PartnershipRequestForm({ initialValues = EMPTY, onSent }: Props = {}) {
  const { partnership: t, labels } = useMessages();
  const failure = useSubmissionFailure();
  const form = usePublicForm<PartnershipRequest>({
    schema: partnershipRequestSchema,
    initialValues,
    send: (values, element) =>
      sendPublicSubmission({
        submit: () => submitPartnershipRequest(values),
        messages: t,
        failure,
        logAs: 'Failed to submit partnership request',
        sent: () => {
          element.reset();
          form.clear();
          onSent?.();
        },
      }),
  });

  return (
    <form
      {...form.formProps}
      // Sent before the page's app has started, the boot script keeps it on the device (app/boot.ts).
      data-submission="partnership_requests"
      data-held-message={t.queued}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t.fields.companyName} autoComplete="organization" {...form.field('company_name')} />
      <TextField label={t.fields.tinNumber} {...form.field('tin_number')} />
      <TextField label={t.fields.contactPerson} autoComplete="name" {...form.field('contact_person')} />
      <EmailField label={t.fields.email} {...form.field('email')} />
      <PhoneField label={t.fields.phone} {...form.field('phone')} />
      <SelectField label={t.fields.partnershipType} {...form.field('partnership_type')}>
        <option value="">{t.fields.choosePartnershipType}</option>
        {PARTNERSHIP_TYPES.map((type) => (
          <option key={type} value={type}>
            {labels.partnershipTypes[type]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t.fields.description}
        rows={5}
        hint={t.fields.descriptionHint}
        className="sm:col-span-2"
        {...form.field('description')}
      />
      <p data-held-status role="status" className="text-sm text-slate-700 empty:hidden sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.submitting} className="w-full px-6 py-3 sm:w-auto">
          {form.submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
