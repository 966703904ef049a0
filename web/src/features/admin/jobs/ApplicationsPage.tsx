import { APPLICATION_STATUSES, slugify, type ApplicationStatus, type JobApplication } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  applicationsForPostingQuery,
  jobApplicationKeys,
  updateApplicationStatus,
} from '@/data/job-applications';
import { jobPostingByIdQuery } from '@/data/job-postings';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { ListState } from '@/features/admin/shared/ListState';
import { ListToolbar, matchesSearch } from '@/features/admin/shared/ListToolbar';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { ApplicationCard } from './ApplicationCard';
import { applicationsCsv, downloadCsv } from './applications-csv';

export function ApplicationsPage() {
  const { postingId = '' } = useParams();
  const t = useMessages().adminContent.applications;
  const statusLabels = useMessages().admin.status;
  const queryClient = useQueryClient();
  const posting = useQuery(jobPostingByIdQuery(postingId));
  const applications = useQuery(applicationsForPostingQuery(postingId));
  useFetchFailureToast(applications.error, t.fetchFailed);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const title = posting.data?.title ?? (posting.isPending ? '' : t.unknownPosting);
  const all = applications.data ?? [];
  const shown = all.filter(
    (application) =>
      (status === '' || application.status === status) &&
      matchesSearch(search, application.full_name, application.email),
  );

  const changeStatus = async (application: JobApplication, next: ApplicationStatus) => {
    setUpdatingId(application.id);
    try {
      await updateApplicationStatus(application.id, next);
      notifySuccess(t.statusUpdated);
      await queryClient.invalidateQueries({ queryKey: jobApplicationKeys.all });
    } catch (error) {
      notifyFailure(t.statusFailed, error);
    } finally {
      setUpdatingId(null);
    }
  };

  const exportCsv = () =>
    downloadCsv(t.csvFileName(slugify(title) || postingId), applicationsCsv(t.csvColumns, all));

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t.pageTitle}
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={all.length === 0}>
            {t.exportCsv}
          </Button>
        }
      />
      <Link to={paths.admin.jobs} className="inline-block font-medium text-brand-700 underline">
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
        {shown.length === 0 ? (
          <ListState
            isLoading={applications.isPending}
            isEmpty={all.length === 0}
            noMatches={all.length > 0}
            emptyText={t.empty}
          />
        ) : (
          <ul className="space-y-4">
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  isUpdating={updatingId === application.id}
                  onStatusChange={(next) => void changeStatus(application, next)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}
