import {
  isContentCollection,
  managedCollections,
  type ContentCollection,
  type TrashEntry,
} from '@kigali/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { historyKeys } from '@/data/document-versions';
import { daysUntilPurge, restoreFromTrash, trashKeys, trashPagesQuery } from '@/data/trash';
import { useAuth } from '@/features/auth';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { Button } from '@/ui/Button';
import { LoadMore } from '@/ui/LoadMore';
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
  const pages = useInfiniteQuery(trashPagesQuery(shown));
  useFetchFailureToast(pages.error, t.fetchFailed);
  const listRef = useRef<HTMLUListElement>(null);
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

  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filterId = 'trash-collection-filter';

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} />
      <p className="text-slate-700">{t.intro}</p>
      <AdminCard title={t.title}>
        {managed.length > 1 && (
          <div className="mb-4 sm:w-72">
            <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
              {t.filter}
            </label>
            <select
              id={filterId}
              value={filter}
              onChange={(event) =>
                setFilter(isContentCollection(event.target.value) ? event.target.value : '')
              }
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            >
              <option value="">{t.all}</option>
              {managed.map((collection) => (
                <option key={collection} value={collection}>
                  {names[collection]}
                </option>
              ))}
            </select>
          </div>
        )}
        <ListState
          isLoading={managed.length > 0 && pages.isPending}
          isEmpty={entries.length === 0}
          emptyText={t.empty}
        />
        <ul ref={listRef} className="divide-y divide-slate-200">
          {entries.map((entry) => {
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
          })}
        </ul>
        {entries.length > 0 && (
          <LoadMore
            listRef={listRef}
            shown={entries.length}
            status={t.showing(entries.length)}
            pages={pages}
          />
        )}
      </AdminCard>
    </div>
  );
}
