import { dateInputFromDeadline } from '@kigali/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  allJobPostingsQuery,
  createJobPosting,
  deleteJobPosting,
  jobPostingKeys,
  updateJobPosting,
} from '@/data/job-postings';
import { AdminCollectionScreen } from '@/features/admin/shared/AdminCollectionScreen';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { useAdminCollection } from '@/features/admin/shared/useAdminCollection';
import { useMessages } from '@/i18n';
import { buttonClass } from '@/ui/Button';
import { JobPostingForm } from './JobPostingForm';

export function JobPostingsPage() {
  const t = useMessages().adminContent.jobs;
  const postings = useAdminCollection({
    list: allJobPostingsQuery(),
    invalidates: [jobPostingKeys.all],
    create: createJobPosting,
    update: (posting, values) => updateJobPosting(posting.id, values),
    remove: (posting) => deleteJobPosting(posting.id),
    messages: t,
    confirmDeleteText: t.confirmDelete,
  });

  return (
    <AdminCollectionScreen
      collection={postings}
      messages={t}
      renderForm={(form) => <JobPostingForm {...form} />}
    >
      {postings.isLoading || postings.items.length === 0 ? (
        <ListState isLoading={postings.isLoading} isEmpty emptyText={t.empty} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {postings.items.map((posting) => (
            <li key={posting.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{posting.title}</p>
                <p className="text-sm text-slate-600">
                  {posting.department} · {posting.location}
                </p>
                <p className="mt-1 flex flex-wrap gap-2 text-xs">
                  <ShownBadge shown={posting.is_active} label={posting.is_active ? t.active : t.inactive} />
                  <span className="text-slate-700">
                    {posting.expires_at
                      ? t.deadlineLabel(dateInputFromDeadline(posting.expires_at))
                      : t.noDeadline}
                  </span>
                </p>
              </div>
              <RowActions
                name={posting.title}
                disabled={postings.busyId === posting.id}
                onEdit={() => postings.editor.startEdit(posting)}
                onDelete={() => void postings.remove(posting)}
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
      )}
    </AdminCollectionScreen>
  );
}
