const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Kigali keeps Central Africa Time, UTC+2, all year: Rwanda has no daylight saving time. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * Dates as visitors in Rwanda read them ("21 November 2026"), on the Kigali calendar day: what
 * Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Kigali' }) writes, without
 * loading the browser's locale data for it (see domain/src/number-text.ts).
 */
export function formatDate(date: Date): string {
  const kigali = new Date(date.getTime() + KIGALI_OFFSET_MS);
  return `${kigali.getUTCDate()} ${MONTHS[kigali.getUTCMonth()]} ${kigali.getUTCFullYear()}`;
}
