const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * When a version was replaced or an item deleted ("21 Nov 2026, 14:05"): two changes on one day
 * must be told apart, so the time shows too. Null (a time the server has not set yet) is a dash.
 */
export function formatMoment(date: Date | null | undefined): string {
  return date ? moment.format(date) : '—';
}
