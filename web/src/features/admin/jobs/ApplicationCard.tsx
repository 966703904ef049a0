import { APPLICATION_STATUSES, type ApplicationStatus, type JobApplication } from '@kigali/domain';
import { useId } from 'react';
import { DeliveryStatus } from '@/features/admin/shared/DeliveryStatus';
import { DetailRow, EmailDetailRow } from '@/features/admin/shared/DetailRow';
import { StatusBadge } from '@/features/admin/shared/StatusBadge';
import { formatAdminTime } from '@/features/admin/shared/admin-time';
import { adminMessages } from '@/i18n/admin';

type Props = {
  application: JobApplication;
  isUpdating: boolean;
  onStatusChange: (status: ApplicationStatus) => void;
  /** Whether the notification e-mail about this application is being sent again. */
  isResending: boolean;
  onResend: () => void;
};

/** One application with its status to change and what became of its notification e-mail. */
export function ApplicationCard({ application, isUpdating, onStatusChange, isResending, onResend }: Props) {
  const t = adminMessages.adminContent.applications;
  const statusLabels = adminMessages.admin.status;
  const id = useId();
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3
            id={`${id}-name`}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900"
          >
            {application.full_name}
            <StatusBadge status={application.status} />
          </h3>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <EmailDetailRow term={t.email} email={application.email} />
            {application.phone && (
              <DetailRow term={t.phone}>
                <a
                  href={`tel:${application.phone.replace(/[^+0-9]/g, '')}`}
                  className="text-brand-700 underline"
                >
                  {application.phone}
                </a>
              </DetailRow>
            )}
            <DetailRow term={t.resume} className="break-all">
              <a
                href={application.resume_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.openResume(application.full_name)}
                className="text-brand-700 underline"
              >
                {application.resume_url}
              </a>
            </DetailRow>
            <DetailRow term={t.received}>
              {application.created_at && (
                <time dateTime={application.created_at.toISOString()}>
                  {formatAdminTime(application.created_at, 'day')}
                </time>
              )}
            </DetailRow>
          </dl>
        </div>
        <div className="sm:w-44">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
            {t.status}
          </label>
          <select
            id={`${id}-status`}
            value={application.status}
            disabled={isUpdating}
            onChange={(event) => onStatusChange(event.target.value as ApplicationStatus)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {application.cover_letter && (
        <section className="mt-3">
          <h4 className="text-sm font-medium text-slate-700">{t.coverLetter}</h4>
          {/* Shown as text, never as HTML: it is whatever the applicant typed. */}
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
            {application.cover_letter}
          </p>
        </section>
      )}
      <DeliveryStatus
        state={application.delivery?.state}
        from={application.full_name}
        isResending={isResending}
        onResend={onResend}
      />
    </article>
  );
}
