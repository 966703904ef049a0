/**
 * The admin's times are Kigali's, whatever the device's zone (an admin travelling sees the times
 * the team works by), and say so.
 */
const kigali = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Kigali',
});

/**
 * A moment in Kigali: to the minute ("21 Nov 2026, 14:05 Kigali time"), or its day ("21 Nov 2026")
 * where lists show only the day. Null, a time the server has not set yet, is a dash.
 */
export function formatAdminTime(
  date: Date | null | undefined,
  precision: 'minute' | 'day' = 'minute',
): string {
  if (!date) return '—';
  if (precision === 'minute') return `${kigali.format(date)} Kigali time`;
  const parts = kigali.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}
