import { zodResolver } from '@hookform/resolvers/zod';
import { PARTNERSHIP_TYPES, partnershipRequestSchema, type PartnershipRequest } from '@kigali/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import * as z from 'zod';
import { submitPartnershipRequest } from '@/data/partnership-requests';
import { minutesToWait } from '@/data/submit';
import { formatCount, useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/ui/Field';

/**
 * The select starts on its prompt (an empty value), which the type's enum refuses with its message
 * (docs/product.md#validation).
 */
const formSchema = partnershipRequestSchema.extend({
  partnership_type: z.string().pipe(partnershipRequestSchema.shape.partnership_type),
});
type FormValues = z.input<typeof formSchema>;

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
  const { partnership: t, labels, pwa } = useMessages();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, PartnershipRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submitPartnershipRequest(values);
      toast.success(result.queued ? t.queued : t.success);
      reset(EMPTY);
      onSent?.();
    } catch (error) {
      console.error('Failed to submit partnership request', error);
      const minutes = minutesToWait(error);
      toast.error(
        minutes ? pwa.tooManySubmissions({ minutes, minutesText: formatCount(minutes) }) : t.failure,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t.fields.companyName}
        autoComplete="organization"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <TextField label={t.fields.tinNumber} error={errors.tin_number?.message} {...register('tin_number')} />
      <TextField
        label={t.fields.contactPerson}
        autoComplete="name"
        error={errors.contact_person?.message}
        {...register('contact_person')}
      />
      <EmailField label={t.fields.email} error={errors.email?.message} {...register('email')} />
      <PhoneField label={t.fields.phone} error={errors.phone?.message} {...register('phone')} />
      <SelectField
        label={t.fields.partnershipType}
        error={errors.partnership_type?.message}
        {...register('partnership_type')}
      >
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
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full px-6 py-3 sm:w-auto">
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
