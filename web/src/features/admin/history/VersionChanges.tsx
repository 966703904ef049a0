import type { FieldChange } from './version-diff';
import { adminMessages } from '@/i18n/admin';

function Lines({ lines }: { lines: string[] }) {
  const t = adminMessages.editorial.historyScreen;
  if (lines.length === 0) return <span className="italic text-slate-500">{t.empty}</span>;
  return (
    <ul className="space-y-1">
      {lines.map((line, index) => (
        <li key={index} className="whitespace-pre-wrap break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** What the version after a former one changed, field by field: this version's value and the next's. */
export function VersionChanges({ changes }: { changes: FieldChange[] }) {
  const t = adminMessages.editorial.historyScreen;
  if (changes.length === 0) return <p className="text-slate-600">{t.noChanges}</p>;
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{t.changesTitle}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="w-1/5 py-2 pr-3">
            {t.field}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t.before}
          </th>
          <th scope="col" className="py-2">
            {t.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
              {change.label}
            </th>
            <td className="bg-red-50 py-2 pr-3 text-slate-800">
              <Lines lines={change.before} />
            </td>
            <td className="bg-green-50 py-2 text-slate-800">
              <Lines lines={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
