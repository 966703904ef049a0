import { describe, expect, it } from 'vitest';
import { readCatalogue } from '.';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day on the Kigali calendar: 23:30 UTC is already the next day there', async () => {
    const { dates } = await readCatalogue('en');
    expect(formatDate(new Date('2026-11-21T12:00:00Z'), dates)).toBe('21 November 2026');
    expect(formatDate(new Date('2026-11-21T23:30:00Z'), dates)).toBe('22 November 2026');
    expect(formatDate(new Date('2026-12-31T21:59:59Z'), dates)).toBe('31 December 2026');
    expect(formatDate(new Date('2026-12-31T22:00:00Z'), dates)).toBe('1 January 2027');
  });

  // Node has full ICU; browsers have English and French but no Kinyarwanda. CLDR writes the first
  // of the month "1 mai", where French writes "1er mai" (docs/glossary.md).
  it.each([
    ['en', 'en-GB', (text: string) => text],
    ['fr', 'fr', (text: string) => text.replace(/^1 /, '1er ')],
  ] as const)(
    'agrees with Intl in %s every 7 hours from 1990 to 2040',
    async (locale, intlLocale, written) => {
      const { dates } = await readCatalogue(locale);
      const intl = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Kigali' });
      const differences: string[] = [];
      const end = Date.UTC(2040, 0, 1);
      for (let time = Date.UTC(1990, 0, 1); time < end; time += 7 * 60 * 60 * 1000) {
        const date = new Date(time);
        if (formatDate(date, dates) !== written(intl.format(date))) differences.push(date.toISOString());
      }
      expect(differences).toEqual([]);
    },
  );

  it('writes the first of the month "1er" in French, and every other day as its number', async () => {
    const { dates } = await readCatalogue('fr');
    expect(formatDate(new Date('2025-05-01T12:00:00Z'), dates)).toBe('1er mai 2025');
    expect(formatDate(new Date('2025-05-11T12:00:00Z'), dates)).toBe('11 mai 2025');
    expect(formatDate(new Date('2025-05-21T12:00:00Z'), dates)).toBe('21 mai 2025');
  });

  it('writes Kinyarwanda with CLDR’s month names, day first as Rwandan letters and notices do', async () => {
    const { dates } = await readCatalogue('rw');
    expect(formatDate(new Date('2025-05-06T12:00:00Z'), dates)).toBe('6 Gicurasi 2025');
    expect(formatDate(new Date('2026-12-31T22:00:00Z'), dates)).toBe('1 Mutarama 2027');
  });
});
