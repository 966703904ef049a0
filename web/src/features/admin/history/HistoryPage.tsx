import {
  RESTORED_FROM_TRASH,
  documentLabel,
  isContentCollection,
  type ContentCollection,
  type DocumentVersion,
} from '@kigali/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminHref, editingScreenHref } from '@/features/admin/screens';
import {
  currentDocumentQuery,
  historyKeys,
  restoreVersion,
  versionsList,
  type CurrentDocument,
} from '@/data/document-versions';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { ListState } from '@/features/admin/shared/ListState';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { restoreFailure } from '@/features/admin/trash/restore-failure';
import { Button, buttonClass } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';
import { versionChanges } from './version-diff';
import { VersionChanges } from './VersionChanges';

const t = adminMessages.editorial.historyScreen;
const POLL_MS = 1_000;
const WAIT_MS = 30_000;
const words = { yes: t.yes, no: t.no, formatTime: formatAdminTime };

const timeOf = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

/** /admin/history/:collection/:id (the router's guard lets in only the collection's managers). */
export function HistoryPage() {
  const { collection, id } = useParams();
  if (!isContentCollection(collection) || !id) return <Gone collection={null} />;
  return <DocumentHistory collection={collection} id={id} />;
}

function Gone({ collection }: { collection: ContentCollection | null }) {
  return (
    <div className="space-y-6">
      {collection && <BackLink collection={collection} />}
      <AdminPageHeader title={adminMessages.editorial.history} />
      <p role="status" className="text-slate-700">
        {t.gone}
      </p>
      <Link to={adminHref('trash')} className={buttonClass('secondary')}>
        {t.openTrash}
      </Link>
    </div>
  );
}

function BackLink({ collection }: { collection: ContentCollection }) {
  return (
    <Link to={editingScreenHref(collection)} className="text-sm font-medium text-brand-700 hover:underline">
      ← {t.back(adminMessages.editorial.collectionNames[collection])}
    </Link>
  );
}

function DocumentHistory({ collection, id }: { collection: ContentCollection; id: string }) {
  const current = useQuery(currentDocumentQuery(collection, id));
  // After a restore, the Function keeps the replaced state as a version a moment later: the list is
  // read again each second until it shows a newer version than before, for at most WAIT_MS.
  const [awaiting, setAwaiting] = useState<{ newestBefore: string | null; until: number } | null>(null);
  const list = usePagedAdminList(versionsList(collection, id), t.fetchFailed, {
    enabled: current.data != null,
    refetchInterval: (loaded) => {
      if (!awaiting || Date.now() > awaiting.until) return false;
      return (loaded[0]?.id ?? null) === awaiting.newestBefore ? POLL_MS : false;
    },
  });
  useFetchFailureToast(current.error, t.fetchFailed);
  const [selected, setSelected] = useState<string | null>(null);
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const restore = useMutation({
    mutationFn: (version: DocumentVersion) => restoreVersion(collection, id, version.id),
    onSuccess: () => {
      const newestBefore = list.items[0]?.id ?? null;
      setAwaiting({ newestBefore, until: Date.now() + WAIT_MS });
      notifySuccess(t.restored);
      setSelected(null);
    },
    onError: (error) => notifyFailure(restoreFailure(error, collection, t.restoreFailed), error),
    // The history shows the restore as the newest change; the collection's lists show its content.
    onSettled: () =>
      Promise.all(
        [historyKeys.of(collection, id), [collection]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  if (current.isPending) return <ListState isLoading isEmpty emptyText="" />;
  if (!current.data) return <Gone collection={collection} />;

  const versions = list.items;
  const label = documentLabel(collection, current.data.data) || id;
  const index = versions.findIndex((version) => version.id === selected);
  const chosen = index >= 0 ? versions[index]! : null;
  const nextData = index > 0 ? versions[index - 1]!.data : current.data.data;

  const askAndRestore = async (version: DocumentVersion) => {
    const confirmed = await confirm({ title: t.confirmTitle, text: t.confirmText, confirmLabel: t.confirm });
    if (confirmed) restore.mutate(version);
  };

  return (
    <div className="space-y-6">
      <BackLink collection={collection} />
      <AdminPageHeader title={t.title(label)} />
      <AdminCard title={t.current}>
        <CurrentSummary current={current.data} newest={versions[0] ?? null} />
      </AdminCard>
      <AdminCard title={t.former}>
        <PagedAdminRows list={list} emptyText={t.noVersions} status={(loaded) => t.showing(loaded)} ordered>
          {(version) => {
            const when = formatAdminTime(version.replaced_at);
            const madeAt = timeOf(version.data['updated_at']);
            const isSelected = version.id === selected;
            return (
              <li key={version.id} className="space-y-3 py-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="text-sm text-slate-700">
                    <p className="font-medium text-slate-900">
                      {t.madeBy(version.made_by_email ?? t.unknownUser, madeAt && formatAdminTime(madeAt))}
                    </p>
                    <p>{t.replacedBy(version.replaced_by_email ?? t.unknownUser, when)}</p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-expanded={isSelected}
                    aria-label={isSelected ? t.hideChanges(when) : t.showChanges(when)}
                    onClick={() => setSelected(isSelected ? null : version.id)}
                  >
                    {isSelected ? t.hide : t.show}
                  </Button>
                </div>
                {isSelected && chosen && (
                  <div className="space-y-3 rounded-md border border-slate-200 p-3">
                    <h3 className="font-semibold text-slate-900">{t.changesTitle}</h3>
                    <VersionChanges changes={versionChanges(chosen.data, nextData, words)} />
                    <Button onClick={() => void askAndRestore(chosen)} disabled={restore.isPending}>
                      {t.restore}
                    </Button>
                  </div>
                )}
              </li>
            );
          }}
        </PagedAdminRows>
      </AdminCard>
    </div>
  );
}

/** Who made the current version and when: the newest former version says who replaced it. */
function CurrentSummary({ current, newest }: { current: CurrentDocument; newest: DocumentVersion | null }) {
  const when = timeOf(current.data['updated_at']) ?? newest?.replaced_at ?? null;
  const who = newest?.replaced_by_email ?? t.unknownUser;
  const restoredFrom = current.data['restored_from'];
  return (
    <div className="text-sm text-slate-700">
      <p className="font-medium text-slate-900">{t.madeBy(who, when && formatAdminTime(when))}</p>
      {typeof restoredFrom === 'string' && (
        <p>{restoredFrom === RESTORED_FROM_TRASH ? t.restoredFromTrash : t.restoredFrom}</p>
      )}
    </div>
  );
}
