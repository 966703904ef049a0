const adminDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Dates in admin lists ("21 Nov 2026"); a write still waiting for the server time shows a dash. */
export function formatAdminDate(date: Date | null | undefined): string {
  return date ? adminDate.format(date) : '—';
}
