import { isContentCollection } from '@kigali/domain';
import { Link } from 'react-router';
import { adminHref } from '@/features/admin/screens';
import type { ActivityRow } from '@/data/activity-log';
import { adminMessages } from '@/i18n/admin';
import { formatAdminTime } from '@/features/admin/shared/admin-time';

/**
 * One change: when, who ("System" for the server), what was done, to which document (a link to its
 * history while it exists, to the trash while it is there), and the fields it touched.
 */
export function ActivityEntryItem({ entry }: { entry: ActivityRow }) {
  const t = adminMessages.activity;
  const label = entry.doc_label || t.untitled;
  const collection = t.collections[entry.collection] ?? entry.collection;
  const document =
    entry.place === 'collection' && isContentCollection(entry.collection) ? (
      <Link
        to={adminHref('history', { collection: entry.collection, id: entry.doc_id })}
        aria-label={t.openHistory(label)}
        className="font-medium text-brand-700 underline"
      >
        {label}
      </Link>
    ) : entry.place === 'trash' ? (
      <Link
        to={adminHref('trash')}
        aria-label={t.openTrash(label)}
        className="font-medium text-brand-700 underline"
      >
        {label} <span className="text-slate-600">({t.inTrash})</span>
      </Link>
    ) : (
      <span className="font-medium">{label}</span>
    );
  return (
    <li className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr] sm:gap-4">
      <p className="text-slate-600">
        <span className="sr-only">{t.when}: </span>
        {entry.at ? (
          <time dateTime={entry.at.toISOString()}>{formatAdminTime(entry.at)}</time>
        ) : (
          formatAdminTime(null)
        )}
      </p>
      <div className="min-w-0 space-y-1">
        <p className="text-slate-900">
          <span className="sr-only">{t.who}: </span>
          <span className="font-semibold">{entry.actor_email ?? t.system}</span>{' '}
          <span data-action={entry.action}>{t.actionLabels[entry.action]}</span>{' '}
          <span className="text-slate-600">{collection}:</span> {document}
        </p>
        <p className="text-slate-600">
          {t.fields}: {entry.fields.length > 0 ? entry.fields.join(', ') : t.noFields}
        </p>
      </div>
    </li>
  );
}
