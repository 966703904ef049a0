import { adminMessages } from '@/i18n/admin';

/**
 * Badge colours of docs/product.md#states: pending yellow, accepted green, rejected red, anything else grey.
 */
const colours: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};
const otherColour = 'bg-slate-100 text-slate-800 ring-slate-300';

export function StatusBadge({ status }: { status: string }) {
  const labels: Record<string, string> = adminMessages.admin.status;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${
        colours[status] ?? otherColour
      }`}
    >
      {labels[status] ?? status}
    </span>
  );
}
