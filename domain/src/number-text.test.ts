import { describe, expect, it } from 'vitest';
import { groupedWhole, twoDecimals } from './number-text';

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function* amounts(count: number) {
  let seed = 20261122;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i += 1) {
    yield Math.round(next() * 1e9) / 1000; // three decimals: many halves to round
    yield next() * 1e6;
    yield Math.floor(next() * 1e7);
  }
}

describe('twoDecimals', () => {
  const intl = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });

  it.each([
    [1.005, '1.01'],
    [2.675, '2.68'],
    [85000, '85000.00'],
    [0.1 + 0.2, '0.30'],
    [1234567.891, '1234567.89'],
    [0, '0.00'],
    [1e-7, '0.00'],
    [-1.005, '-1.01'],
    [-0.001, '0.00'],
  ])('writes %j as %j', (value, text) => {
    expect(twoDecimals(value)).toBe(text);
  });

  it('agrees with Intl.NumberFormat on 30,000 amounts', () => {
    const differences = [...amounts(10_000)].filter((value) => twoDecimals(value) !== intl.format(value));
    expect(differences).toEqual([]);
  });
});

describe('groupedWhole', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [2000, '2,000'],
    [1234567, '1,234,567'],
    [-45000, '-45,000'],
  ])('writes %j as %j', (value, text) => {
    expect(groupedWhole(value)).toBe(text);
  });

  it("agrees with toLocaleString('en-US') on 30,000 whole numbers", () => {
    const wholes = [...amounts(10_000)].map(Math.trunc);
    expect(wholes.filter((value) => groupedWhole(value) !== value.toLocaleString('en-US'))).toEqual([]);
  });

  it('writes French and Kinyarwanda thousands as CLDR does', () => {
    expect(groupedWhole(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(groupedWhole(-45000, 'rw')).toBe('-45.000');
  });

  // Node has full ICU (browsers lack Kinyarwanda, which is why the site writes numbers itself).
  it.each(['fr', 'rw'] as const)('agrees with Node’s Intl for %s on 10,000 whole numbers', (locale) => {
    const wholes = [...amounts(10_000)].map(Math.trunc).slice(0, 10_000);
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    expect(wholes.filter((value) => groupedWhole(value, locale) !== intl.format(value))).toEqual([]);
  });
});
