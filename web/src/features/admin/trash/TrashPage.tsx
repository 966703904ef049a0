import {
  isContentCollection,
  managedCollections,
  type ContentCollection,
  type TrashEntry,
} from '@kigali/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { historyKeys } from '@/data/document-versions';
import { daysUntilPurge, restoreFromTrash, trashKeys, trashList } from '@/data/trash';
import { useAuth } from '@/features/auth';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';
import { restoreFailure } from './restore-failure';

/**
 * The trash (docs/product.md#trash): what the collections the user manages have deleted, newest
 * first, a page at a time, each restorable until the purge deletes it for good.
 */
export function TrashPage() {
  const t = adminMessages.editorial.trash;
  const names = adminMessages.editorial.collectionNames;
  const { role } = useAuth();
  const managed = managedCollections(role);
  const [filter, setFilter] = useState<ContentCollection | ''>('');
  const shown = filter ? [filter] : managed;
  const list = usePagedAdminList(trashList(shown), t.fetchFailed, { enabled: shown.length > 0 });
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => restoreFromTrash(entry.collection as ContentCollection, entry.doc_id),
    onSuccess: () => notifySuccess(t.restored),
    onError: (error, entry) => notifyFailure(restoreFailure(error, entry.collection, t.restoreFailed), error),
    // The restored item is back in its lists and has a new version in its history.
    onSettled: (_result, _error, entry) =>
      Promise.all(
        [trashKeys.all, [entry.collection], historyKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const askAndRestore = async (entry: TrashEntry) => {
    const label = entry.label || t.noLabel;
    const confirmed = await confirm({
      title: t.confirmTitle,
      text: t.confirmText(label),
      confirmLabel: t.confirm,
    });
    if (confirmed) restore.mutate(entry);
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} />
      <p className="text-slate-700">{t.intro}</p>
      <AdminCard title={t.title}>
        {managed.length > 1 && (
          <div className="mb-4 sm:w-72">
            <SelectField
              label={t.filter}
              value={filter}
              onChange={(event) =>
                setFilter(isContentCollection(event.target.value) ? event.target.value : '')
              }
            >
              <option value="">{t.all}</option>
              {managed.map((collection) => (
                <option key={collection} value={collection}>
                  {names[collection]}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <PagedAdminRows list={list} emptyText={t.empty} status={(loaded) => t.showing(loaded)}>
          {(entry) => {
            const label = entry.label || t.noLabel;
            const days = daysUntilPurge(entry.purge_at);
            const busy = restore.isPending && restore.variables.id === entry.id;
            return (
              <li key={entry.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{label}</p>
                  <p className="text-sm text-slate-600">
                    <span className="sr-only">{t.collection}: </span>
                    {isContentCollection(entry.collection) ? names[entry.collection] : entry.collection}
                    <span aria-hidden="true"> · </span>
                    {t.deletedBy}: {entry.deleted_by_email ?? t.unknownUser}
                    <span aria-hidden="true"> · </span>
                    {t.deletedAt}: {formatAdminTime(entry.deleted_at)}
                  </p>
                  {days !== null && <p className="text-sm text-amber-800">{t.daysLeft(days)}</p>}
                </div>
                <Button
                  variant="secondary"
                  onClick={() => void askAndRestore(entry)}
                  disabled={busy}
                  aria-label={t.restoreItem(label)}
                >
                  {t.restore}
                </Button>
              </li>
            );
          }}
        </PagedAdminRows>
      </AdminCard>
    </div>
  );
}
