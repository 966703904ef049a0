import { CURRENCY } from './constants';

const publicAmount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Public pages: "RWF" then the amount with 2 decimals; a missing or invalid price shows 0.00. */
export function formatPublicPrice(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${CURRENCY} ${publicAmount.format(value)}`;
}

/** Admin lists: locale thousands separators. */
export function formatAdminPrice(amount: number | null | undefined, locale = 'en-RW'): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${CURRENCY} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}`;
}

/** A service's price range as the admin list shows it, with 2 decimals. */
export function formatPriceRange(range: { min: number; max: number } | null | undefined): string {
  const min = range?.min ?? 0;
  const max = range?.max ?? 0;
  const format = (value: number) => publicAmount.format(value);
  return `${CURRENCY} ${format(min)} - ${format(max)}`;
}
