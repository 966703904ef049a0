import type { Publication } from '@kigali/domain';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { formatAdminDate } from '@/features/admin/shared/format-date';
import { useMessages } from '@/i18n';

type Props = {
  publications: readonly Publication[];
  isLoading: boolean;
  busyId: string | null;
  onEdit: (publication: Publication) => void;
  onDelete: (publication: Publication) => void;
};

export function PublicationList({ publications, isLoading, busyId, onEdit, onDelete }: Props) {
  const t = useMessages().adminContent.publications;
  if (isLoading || publications.length === 0) {
    return <ListState isLoading={isLoading} isEmpty emptyText={t.empty} />;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {publications.map((publication) => (
        <li key={publication.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{publication.title}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                  publication.is_published
                    ? 'bg-green-100 text-green-900 ring-green-300'
                    : 'bg-slate-100 text-slate-800 ring-slate-300'
                }`}
              >
                {publication.is_published ? t.published : t.draft}
              </span>
              {publication.category}
              {publication.published_at && (
                <time dateTime={publication.published_at.toISOString()}>
                  · {t.publishedOn(formatAdminDate(publication.published_at))}
                </time>
              )}
            </p>
          </div>
          <RowActions
            name={publication.title}
            disabled={busyId === publication.id}
            onEdit={() => onEdit(publication)}
            onDelete={() => onDelete(publication)}
          />
        </li>
      ))}
    </ul>
  );
}
