import type { Locale } from './locales';

/**
 * Numbers as public pages show them, written without Intl: a page's first Intl object loads the
 * browser's ICU data, one task of 60-90 ms on these machines and four times that on a mid-range
 * phone, paid by every page that shows a price or a count. These fixed formats need no locale
 * data; the tests check them against Intl.
 */

/**
 * Two decimals, no grouping, as Intl.NumberFormat('en-US') writes them: rounded half away from
 * zero on the number's shortest decimal form, so 1.005 gives "1.01" (toFixed alone gives "1.00").
 */
export function twoDecimals(value: number): string {
  const shifted = Number(`${Math.abs(value)}e2`);
  // Numbers written with an exponent (below 1e-6) give NaN here; they round to 0.00 anyway.
  const rounded = Number.isFinite(shifted) ? Math.round(shifted) / 100 : Math.abs(value);
  return `${value < 0 && rounded !== 0 ? '-' : ''}${rounded.toFixed(2)}`;
}

/**
 * Each language's thousands separator, as CLDR writes it: a comma in English ("2,000"), a narrow
 * no-break space in French ("2 000"), a full stop in Kinyarwanda ("2.000").
 */
const THOUSANDS_SEPARATORS: Record<Locale, string> = { en: ',', fr: '\u202f', rw: '.' };

/** A whole number with the language's thousands separators (English when none is given). */
export function groupedWhole(value: number, locale: Locale = 'en'): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATORS[locale]);
  return whole < 0 ? `-${digits}` : digits;
}
