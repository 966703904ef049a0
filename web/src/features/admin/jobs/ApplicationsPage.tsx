import { APPLICATION_STATUSES, slugify, type ApplicationStatus, type JobApplication } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminHref } from '@/features/admin/screens';
import { allApplicationsForPostingQuery, applicationsList } from '@/data/application-lists';
import {
  jobApplicationKeys,
  updateApplicationStatus,
  type ApplicationFilters,
} from '@/data/job-applications';
import { jobPostingByIdQuery } from '@/data/job-postings';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListState } from '@/features/admin/shared/ListState';
import { ListToolbar, matchesSearch } from '@/features/admin/shared/ListToolbar';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { useRowChange } from '@/features/admin/shared/useRowChange';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useSendAgain } from '@/features/admin/shared/useSendAgain';
import { Button } from '@/ui/Button';
import { ApplicationCard } from './ApplicationCard';
import { applicationsCsv, downloadCsv } from './applications-csv';
import { adminMessages } from '@/i18n/admin';

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * The applications to one posting, a page at a time with the status filter applied by Firestore.
 * A search matches names and e-mails anywhere in the text, which Firestore cannot do: it reads the
 * posting's whole list once (the CSV export reads it too) and filters that.
 */
export function ApplicationsPage() {
  const { postingId = '' } = useParams();
  const t = adminMessages.adminContent.applications;
  const statusLabels = adminMessages.admin.status;
  const queryClient = useQueryClient();
  const posting = useQuery(jobPostingByIdQuery(postingId));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const statusChange = useRowChange([jobApplicationKeys.all]);
  const [exporting, setExporting] = useState(false);
  const mail = useSendAgain('job_applications', jobApplicationKeys.all);

  const searching = search.trim() !== '';
  const filters: ApplicationFilters = { postingId, status: isStatus(status) ? status : null };
  const list = usePagedAdminList(applicationsList(filters), t.fetchFailed, { enabled: !searching });
  const every = useQuery({ ...allApplicationsForPostingQuery(postingId), enabled: searching });
  useFetchFailureToast(every.error, t.fetchFailed);

  const title = posting.data?.title ?? (posting.isPending ? '' : t.unknownPosting);
  const withStatus = (every.data ?? []).filter(
    (application) => filters.status === null || application.status === filters.status,
  );
  const matches = withStatus.filter((application) =>
    matchesSearch(search, application.full_name, application.email),
  );
  const postingHasNone = !searching && filters.status === null && !list.isLoading && list.items.length === 0;

  const card = (application: JobApplication) => (
    <li key={application.id}>
      <ApplicationCard
        application={application}
        isUpdating={statusChange.busyId === application.id}
        onStatusChange={(next) =>
          void statusChange.change({
            item: application,
            run: () => updateApplicationStatus(application.id, next),
            success: t.statusUpdated,
            failure: t.statusFailed,
          })
        }
        isResending={mail.resendingId === application.id}
        onResend={() => void mail.sendAgain(application.id)}
      />
    </li>
  );

  /** The export holds every application to the posting, however few pages are on screen. */
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const applications = await queryClient.fetchQuery(allApplicationsForPostingQuery(postingId));
      downloadCsv(t.csvFileName(slugify(title) || postingId), applicationsCsv(t.csvColumns, applications));
    } catch (error) {
      notifyFailure(t.fetchFailed, error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t.pageTitle}
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={postingHasNone}
            aria-disabled={exporting || undefined}
          >
            {t.exportCsv}
          </Button>
        }
      />
      <Link to={adminHref('jobs')} className="inline-block font-medium text-brand-700 underline">
        {t.back}
      </Link>
      <AdminCard title={t.heading(title)}>
        <div className="mb-4">
          <ListToolbar
            searchLabel={t.searchLabel}
            search={search}
            onSearchChange={setSearch}
            filters={[
              {
                label: t.statusFilter,
                value: status,
                onChange: setStatus,
                options: APPLICATION_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
                allLabel: t.allStatuses,
              },
            ]}
          />
        </div>
        {!searching ? (
          <PagedAdminRows
            list={list}
            filtered={filters.status !== null}
            emptyText={t.empty}
            status={adminMessages.paging.applications}
            className="space-y-4"
          >
            {card}
          </PagedAdminRows>
        ) : matches.length === 0 ? (
          <ListState
            isLoading={every.isPending}
            isEmpty={every.data?.length === 0}
            noMatches
            emptyText={t.empty}
          />
        ) : (
          <>
            <ul className="space-y-4">{matches.map(card)}</ul>
            <p role="status" className="mt-6 text-center text-sm text-slate-600">
              {adminMessages.paging.applicationMatches(matches.length, withStatus.length)}
            </p>
          </>
        )}
      </AdminCard>
    </div>
  );
}
