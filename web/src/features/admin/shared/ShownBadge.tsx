/**
 * Whether visitors see an item (an active partner or posting, a published article, an active
 * category): green when shown, grey when hidden, with the screen's own words for each.
 */
export function ShownBadge({ shown, label }: { shown: boolean; label: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        shown ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-slate-100 text-slate-800 ring-slate-300'
      }`}
    >
      {label}
    </span>
  );
}
