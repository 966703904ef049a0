import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerSchema,
  type Partner,
  type PartnerForm as PartnerFormValues,
  type PartnerFormInput,
} from '@kigali/domain';
import { useWatch } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { CheckboxField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

export function PartnerForm({ item: partner, onSave, onCancel }: AdminFormProps<Partner, PartnerFormValues>) {
  const t = adminMessages.adminContent.partners;
  const kit = adminMessages.admin;
  const { field, register, control, onSubmit, isSubmitting } = useAdminForm<
    PartnerFormInput,
    PartnerFormValues
  >({
    resolver: zodResolver(partnerSchema),
    defaultValues: partner
      ? { name: partner.name, logo_url: partner.logo_url, is_active: partner.is_active }
      : { name: '', logo_url: '', is_active: true },
    onSave,
  });
  const logoUrl = useWatch({ control, name: 'logo_url' })?.trim();

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.name} {...field('name')} />
      <div>
        <TextField
          label={t.logo}
          type="text"
          inputMode="url"
          hint={kit.image.urlHint}
          {...field('logo_url')}
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
      <FormButtons isEditing={partner !== null} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
