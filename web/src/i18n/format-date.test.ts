import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Kigali' });

  it('writes the day on the Kigali calendar: 23:30 UTC is already the next day there', () => {
    expect(formatDate(new Date('2026-11-21T12:00:00Z'))).toBe('21 November 2026');
    expect(formatDate(new Date('2026-11-21T23:30:00Z'))).toBe('22 November 2026');
    expect(formatDate(new Date('2026-12-31T21:59:59Z'))).toBe('31 December 2026');
    expect(formatDate(new Date('2026-12-31T22:00:00Z'))).toBe('1 January 2027');
  });

  it('agrees with Intl for every hour of the years 1990 to 2040 sampled every 7 hours', () => {
    const differences: string[] = [];
    const end = Date.UTC(2040, 0, 1);
    for (let time = Date.UTC(1990, 0, 1); time < end; time += 7 * 60 * 60 * 1000) {
      const date = new Date(time);
      if (formatDate(date) !== intl.format(date)) differences.push(date.toISOString());
    }
    expect(differences).toEqual([]);
  });
});
