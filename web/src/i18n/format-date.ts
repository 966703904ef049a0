/** Dates as visitors in Rwanda read them ("21 November 2026"), on the Kigali calendar day. */
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Kigali' });

export function formatDate(date: Date): string {
  return longDate.format(date);
}
