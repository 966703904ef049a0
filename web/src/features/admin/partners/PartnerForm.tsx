import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerSchema,
  type Partner,
  type PartnerForm as PartnerFormValues,
  type PartnerFormInput,
} from '@kigali/domain';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { FormButtons, useAdminForm } from '@/features/admin/shared/admin-form';
import { ImageUrlField } from '@/features/admin/shared/ControlledFields';
import { CheckboxField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

export function PartnerForm({ item: partner, onSave, onCancel }: AdminFormProps<Partner, PartnerFormValues>) {
  const t = adminMessages.adminContent.partners;
  const form = useAdminForm<PartnerFormInput, PartnerFormValues>({
    resolver: zodResolver(partnerSchema),
    defaultValues: partner
      ? { name: partner.name, logo_url: partner.logo_url, is_active: partner.is_active }
      : { name: '', logo_url: '', is_active: true },
    onSave,
  });
  const { field, register, onSubmit, isSubmitting } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField label={t.name} {...field('name')} />
      <ImageUrlField
        form={form}
        name="logo_url"
        label={t.logo}
        previewClassName="mt-2 h-20 w-32 rounded-md border border-slate-200 bg-white object-contain p-1"
      />
      <CheckboxField label={t.isActive} className="md:col-span-2" {...register('is_active')} />
      <FormButtons isEditing={partner !== null} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
