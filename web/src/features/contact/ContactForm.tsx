import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@kigali/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { submitContactMessage } from '@/data/contact-messages';
import { minutesToWait } from '@/data/submit';
import { formatCount, useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { EmailField, PhoneField, TextAreaField, TextField } from '@/ui/Field';

const empty: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

type Props = {
  onSent: () => void;
  /** What a visitor typed before, when a refused message is sent again. */
  initialValues?: ContactMessageInput;
};

export function ContactForm({ onSent, initialValues = empty }: Props) {
  const t = useMessages();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: initialValues,
  });

  const send = async (values: ContactMessage) => {
    try {
      const { queued } = await submitContactMessage(values);
      toast.success(queued ? t.contact.queued : t.contact.success);
      reset(empty);
      onSent();
    } catch (error) {
      // The modal stays open with everything typed, so the visitor can simply try again.
      console.error('Failed to send contact message', error);
      const minutes = minutesToWait(error);
      toast.error(
        minutes
          ? t.pwa.tooManySubmissions({ minutes, minutesText: formatCount(minutes) })
          : t.contact.failure,
      );
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="space-y-4">
      <TextField
        label={t.contact.fields.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField label={t.contact.fields.email} error={errors.email?.message} {...register('email')} />
      <PhoneField label={t.contact.fields.phone} error={errors.phone?.message} {...register('phone')} />
      <TextAreaField
        label={t.contact.fields.message}
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t.contact.sending : t.contact.send}
      </Button>
    </form>
  );
}
