import { describe, expect, it } from 'vitest';
import { formatAdminPrice, formatPriceRange, formatPublicPrice } from './price';

describe('formatPublicPrice', () => {
  it.each([
    [85000, 'RWF 85000.00'],
    [1500.5, 'RWF 1500.50'],
    [1234567.891, 'RWF 1234567.89'],
    [0.1 + 0.2, 'RWF 0.30'],
  ])('shows %j as %j: currency first, no grouping, 2 decimals', (amount, text) => {
    expect(formatPublicPrice(amount)).toBe(text);
  });

  it.each([0, undefined, null, Number.NaN, Number.POSITIVE_INFINITY])('shows %j as RWF 0.00', (amount) => {
    expect(formatPublicPrice(amount)).toBe('RWF 0.00');
  });

  it('shows 0.00 for a price stored as text by mistake', () => {
    expect(formatPublicPrice('85000' as unknown as number)).toBe('RWF 0.00');
  });
});

describe('formatAdminPrice', () => {
  it('groups thousands with the locale separator', () => {
    expect(formatAdminPrice(1234567)).toBe('RWF 1,234,567');
    expect(formatAdminPrice(85000)).toBe('RWF 85,000');
    expect(formatAdminPrice(999)).toBe('RWF 999');
    expect(formatAdminPrice(1234567.891)).toBe('RWF 1,234,567.89');
  });

  it('follows the locale it is given', () => {
    expect(formatAdminPrice(1234567, 'de-DE')).toBe('RWF 1.234.567');
  });

  it.each([undefined, null, Number.NaN])('shows %j as RWF 0', (amount) => {
    expect(formatAdminPrice(amount)).toBe('RWF 0');
  });
});

describe('formatPriceRange', () => {
  it('shows both ends in RWF with 2 decimals', () => {
    expect(formatPriceRange({ min: 150000, max: 900000.5 })).toBe('RWF 150000.00 - 900000.50');
    expect(formatPriceRange({ min: 0, max: 0 })).toBe('RWF 0.00 - 0.00');
  });

  it('shows a missing range as 0 to 0', () => {
    expect(formatPriceRange(null)).toBe('RWF 0.00 - 0.00');
    expect(formatPriceRange(undefined)).toBe('RWF 0.00 - 0.00');
  });
});
