import type { Messages } from './messages.generated';

/** Kigali keeps Central Africa Time, UTC+2, all year: Rwanda has no daylight saving time. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * A date as visitors in Rwanda read it, on the Kigali calendar day, in the page's language: "21
 * November 2026", "21 novembre 2026", "21 Ugushyingo 2026". Written from the catalogue's month
 * names and pattern, not with Intl: browsers have no Kinyarwanda (they would write English), and
 * the first Intl object a page makes loads the browser's locale data (see domain/src/number-text.ts).
 */
export function formatDate(date: Date, dates: Messages['dates']): string {
  const kigali = new Date(date.getTime() + KIGALI_OFFSET_MS);
  return dates.long({
    day: String(kigali.getUTCDate()),
    month: dates.months[kigali.getUTCMonth()] ?? '',
    year: String(kigali.getUTCFullYear()),
  });
}
