import { dateInputFromDeadline, type JobPosting } from '@kigali/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';

type Props = {
  postings: readonly JobPosting[];
  isLoading: boolean;
  busyId: string | null;
  onEdit: (posting: JobPosting) => void;
  onDelete: (posting: JobPosting) => void;
};

export function JobPostingList({ postings, isLoading, busyId, onEdit, onDelete }: Props) {
  const t = useMessages().adminContent.jobs;
  if (isLoading || postings.length === 0) {
    return <ListState isLoading={isLoading} isEmpty emptyText={t.empty} />;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {postings.map((posting) => (
        <li key={posting.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{posting.title}</p>
            <p className="text-sm text-slate-600">
              {posting.department} · {posting.location}
            </p>
            <p className="mt-1 flex flex-wrap gap-2 text-xs">
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset ${
                  posting.is_active
                    ? 'bg-green-100 text-green-900 ring-green-300'
                    : 'bg-slate-100 text-slate-800 ring-slate-300'
                }`}
              >
                {posting.is_active ? t.active : t.inactive}
              </span>
              <span className="text-slate-700">
                {posting.expires_at
                  ? t.deadlineLabel(dateInputFromDeadline(posting.expires_at))
                  : t.noDeadline}
              </span>
            </p>
          </div>
          <RowActions
            name={posting.title}
            disabled={busyId === posting.id}
            onEdit={() => onEdit(posting)}
            onDelete={() => onDelete(posting)}
          >
            <Link
              to={paths.admin.jobApplications(posting.id)}
              aria-label={t.viewApplicationsFor(posting.title)}
              className={buttonClass('secondary')}
            >
              {t.viewApplications}
            </Link>
          </RowActions>
        </li>
      ))}
    </ul>
  );
}
