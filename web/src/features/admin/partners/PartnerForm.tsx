import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerSchema,
  type Partner,
  type PartnerForm as PartnerFormValues,
  type PartnerFormInput,
} from '@kigali/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { CheckboxField, TextField } from '@/ui/Field';

type Props = {
  /** The partner being edited, or null to add one. */
  partner: Partner | null;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: PartnerFormValues) => Promise<void>;
  onCancel: () => void;
};

export function PartnerForm({ partner, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.partners;
  const kit = useMessages().admin;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PartnerFormInput, unknown, PartnerFormValues>({
    resolver: zodResolver(partnerSchema),
    defaultValues: partner
      ? { name: partner.name, logo_url: partner.logo_url, is_active: partner.is_active }
      : { name: '', logo_url: '', is_active: true },
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  const logoUrl = useWatch({ control, name: 'logo_url' })?.trim();

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.name} error={errors.name?.message} {...register('name')} />
      <div>
        <TextField
          label={t.logo}
          type="text"
          inputMode="url"
          hint={kit.image.urlHint}
          error={errors.logo_url?.message}
          {...register('logo_url')}
        />
        {logoUrl && (
          <img
            src={logoUrl}
            alt={kit.image.preview}
            className="mt-2 h-20 w-32 rounded-md border border-slate-200 bg-white object-contain p-1"
          />
        )}
      </div>
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.form.submitting : partner ? kit.form.update : kit.form.create}
        </Button>
        {partner && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.form.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
