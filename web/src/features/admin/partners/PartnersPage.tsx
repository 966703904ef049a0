import type { Partner, PartnerForm as PartnerValues } from '@kigali/domain';
import { adminPartnersList } from '@/data/admin-lists';
import { createPartner, deletePartner, partnerKeys, updatePartner } from '@/data/partners';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions } from '@/features/admin/shared/RowActions';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { useAdminWrites, writesById } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { PartnerForm } from './PartnerForm';
import { adminMessages } from '@/i18n/admin';

/** Partners, newest first, read a page at a time so the list costs the same however many there are. */
export function PartnersPage() {
  const t = adminMessages.adminContent.partners;
  const list = usePagedAdminList(adminPartnersList(), t.fetchFailed);
  const partners = useAdminWrites<Partner, PartnerValues>({
    collection: 'partners',
    invalidates: [partnerKeys.all],
    create: createPartner,
    ...writesById(updatePartner, deletePartner),
    messages: t,
  });

  return (
    <PagedCollectionScreen
      collection={partners}
      messages={t}
      renderForm={(form) => <PartnerForm {...form} />}
      list={list}
      status={adminMessages.paging.partners}
    >
      {(partner) => (
        <li key={partner.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
          <img
            src={partner.logo_url}
            alt={t.logoAlt(partner.name)}
            className="h-14 w-24 shrink-0 rounded-md border border-slate-200 bg-white object-contain p-1"
          />
          <p className="min-w-0 flex-1 space-x-2 font-semibold text-slate-900">
            <span>{partner.name}</span>
            <ShownBadge shown={partner.is_active} label={partner.is_active ? t.active : t.hidden} />
          </p>
          <RowActions name={partner.name} {...partners.rowActions(partner)} />
        </li>
      )}
    </PagedCollectionScreen>
  );
}
