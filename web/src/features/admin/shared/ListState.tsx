import { adminMessages } from '@/i18n/admin';

type Props = { isLoading: boolean; isEmpty: boolean; emptyText: string; noMatches?: boolean };

/**
 * What an admin list shows instead of rows: "Loading...", the empty text, or "nothing matches"
 * when a search or filter hides every row. Returns null when there are rows to show.
 */
export function ListState({ isLoading, isEmpty, emptyText, noMatches = false }: Props) {
  const t = adminMessages.admin.list;
  const text = isLoading ? t.loading : isEmpty ? emptyText : noMatches ? t.noMatches : null;
  if (!text) return null;
  return (
    <p role="status" className="py-6 text-center text-slate-600">
      {text}
    </p>
  );
}
