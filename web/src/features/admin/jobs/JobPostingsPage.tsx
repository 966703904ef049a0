import {
  dateInputFromDeadline,
  type JobPosting,
  type JobPostingForm as JobPostingValues,
} from '@kigali/domain';
import { adminHref } from '@/features/admin/screens';
import { adminJobPostingsList } from '@/data/admin-lists';
import { createJobPosting, deleteJobPosting, jobPostingKeys, updateJobPosting } from '@/data/job-postings';
import { PagedCollectionScreen } from '@/features/admin/shared/PagedCollectionScreen';
import { RowActions, RowLink } from '@/features/admin/shared/RowActions';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { useAdminWrites, writesById } from '@/features/admin/shared/useAdminCollection';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { JobPostingForm } from './JobPostingForm';
import { adminMessages } from '@/i18n/admin';

/** Job postings, newest first, read a page at a time so the list costs the same however many there are. */
export function JobPostingsPage() {
  const t = adminMessages.adminContent.jobs;
  const list = usePagedAdminList(adminJobPostingsList(), t.fetchFailed);
  const postings = useAdminWrites<JobPosting, JobPostingValues>({
    collection: 'job_postings',
    invalidates: [jobPostingKeys.all],
    create: createJobPosting,
    ...writesById(updateJobPosting, deleteJobPosting),
    messages: t,
  });

  return (
    <PagedCollectionScreen
      collection={postings}
      messages={t}
      renderForm={(form) => <JobPostingForm {...form} />}
      list={list}
      status={adminMessages.paging.jobPostings}
    >
      {(posting) => (
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
          <RowActions name={posting.title} {...postings.rowActions(posting)}>
            <RowLink
              to={adminHref('jobApplications', { postingId: posting.id })}
              label={t.viewApplicationsFor(posting.title)}
            >
              {t.viewApplications}
            </RowLink>
          </RowActions>
        </li>
      )}
    </PagedCollectionScreen>
  );
}
