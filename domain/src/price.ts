import { CURRENCY } from './constants';
import { twoDecimals } from './number-text';

/** Public pages: "RWF" then the amount with 2 decimals; a missing or invalid price shows 0.00. */
export function formatPublicPrice(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${CURRENCY} ${twoDecimals(value)}`;
}

/** Admin lists: locale thousands separators (Intl: the admin's bundle pays its start-up, not the site's). */
export function formatAdminPrice(amount: number | null | undefined, locale = 'en-RW'): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${CURRENCY} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}`;
}

/** A service's price range as the admin list shows it, with 2 decimals. */
export function formatPriceRange(range: { min: number; max: number } | null | undefined): string {
  const min = range?.min ?? 0;
  const max = range?.max ?? 0;
  return `${CURRENCY} ${twoDecimals(min)} - ${twoDecimals(max)}`;
}
