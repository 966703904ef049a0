import type { Partner, PartnerForm as PartnerFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { allPartnersQuery, createPartner, deletePartner, partnerKeys, updatePartner } from '@/data/partners';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { PartnerForm } from './PartnerForm';

export function PartnersPage() {
  const t = useMessages().adminContent.partners;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const partnersQuery = useQuery(allPartnersQuery());
  useFetchFailureToast(partnersQuery.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<Partner>();
  const [busyId, setBusyId] = useState<string | null>(null);
  const partners = partnersQuery.data ?? [];

  const save = async (values: PartnerFormValues) => {
    try {
      if (editing) await updatePartner(editing.id, values);
      else await createPartner(values);
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    }
  };

  const remove = async (partner: Partner) => {
    if (!(await confirm())) return;
    setBusyId(partner.id);
    try {
      await deletePartner(partner.id);
      notifySuccess(t.deleted);
      if (editing?.id === partner.id) startCreate();
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <AdminSection
      title={t.pageTitle}
      actions={<Button onClick={startCreate}>{t.add}</Button>}
      formTitle={editing ? t.editHeading : t.createHeading}
      form={
        <div ref={formRef}>
          <PartnerForm key={formKey} partner={editing} onSave={save} onCancel={startCreate} />
        </div>
      }
      listTitle={t.listTitle}
    >
      {partnersQuery.isPending || partners.length === 0 ? (
        <ListState isLoading={partnersQuery.isPending} isEmpty emptyText={t.empty} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {partners.map((partner) => (
            <li key={partner.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <img
                src={partner.logo_url}
                alt={t.logoAlt(partner.name)}
                className="h-14 w-24 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
              />
              <p className="min-w-0 flex-1 font-semibold text-slate-900">
                {partner.name}
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    partner.is_active
                      ? 'bg-green-100 text-green-900 ring-green-300'
                      : 'bg-slate-100 text-slate-800 ring-slate-300'
                  }`}
                >
                  {partner.is_active ? t.active : t.hidden}
                </span>
              </p>
              <RowActions
                name={partner.name}
                disabled={busyId === partner.id}
                onEdit={() => startEdit(partner)}
                onDelete={() => void remove(partner)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
