import { canManage } from '@kigali/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { adminHref } from '@/features/admin/screens';
import { dashboardCountQuery, recentApplicationsQuery, type DashboardCount } from '@/data/dashboard';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { ListState } from '@/features/admin/shared/ListState';
import { StatusBadge } from '@/features/admin/shared/StatusBadge';
import { useAuth } from '@/features/auth';
import { adminMessages } from '@/i18n/admin';

/**
 * Counts and the newest job applications (docs/product.md#admin-screens), each shown only to a role
 * that may read it: an editor sees the products and publications, a recruiter the applications.
 * Failed reads are only logged.
 */
export function DashboardPage() {
  const t = adminMessages.admin.dashboard;
  const { role } = useAuth();
  const allStats: { count: DashboardCount; label: string; to: string }[] = [
    { count: 'products', label: t.products, to: adminHref('products') },
    { count: 'job_applications', label: t.applications, to: adminHref('jobs') },
    { count: 'publications', label: t.publications, to: adminHref('publications') },
  ];
  const shownStats = allStats.filter((stat) => canManage(role, stat.count));
  const counts = useQueries({ queries: shownStats.map((stat) => dashboardCountQuery(stat.count)) });
  const showsApplications = canManage(role, 'job_applications');
  const recent = useQuery({ ...recentApplicationsQuery(), enabled: showsApplications });
  const countError = counts.find((count) => count.error)?.error;

  useEffect(() => {
    if (countError) console.error(t.fetchFailed, countError);
    if (recent.error) console.error(t.fetchFailed, recent.error);
  }, [countError, recent.error, t.fetchFailed]);

  const stats = shownStats.map((stat, index) => ({ ...stat, query: counts[index] }));
  const applications = recent.data ?? [];

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ query, ...stat }) => (
          <li key={stat.label}>
            <Link
              to={stat.to}
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <span className="block text-sm font-medium text-slate-600">{stat.label}</span>
              <span className="mt-1 block text-3xl font-bold text-brand-900">
                {!query || query.isPending ? '…' : query.isError ? t.countFailed : query.data}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {showsApplications && (
        <AdminCard title={t.recentApplications}>
          <ListState
            isLoading={recent.isPending}
            isEmpty={applications.length === 0}
            emptyText={t.noApplications}
          />
          {applications.length > 0 && (
            <ul className="divide-y divide-slate-200">
              {applications.map((application) => (
                <li
                  key={application.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{application.full_name}</p>
                    <p className="text-sm text-slate-600">
                      <span className="sr-only">{t.position}: </span>
                      {application.posting_title ?? t.unknownPosition}
                    </p>
                  </div>
                  <div className="flex items-center gap-3 text-sm text-slate-600">
                    <StatusBadge status={application.status} />
                    <span>
                      <span className="sr-only">{t.date}: </span>
                      {formatAdminTime(application.created_at, 'day')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      )}
    </div>
  );
}
