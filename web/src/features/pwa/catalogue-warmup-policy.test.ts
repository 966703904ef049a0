import { beforeEach, describe, expect, it } from 'vitest';
import {
  readLastWarmedAt,
  recordWarmedAt,
  shouldWarmCatalogue,
  WARMUP_INTERVAL_MS,
} from './catalogue-warmup-policy';

const NOW = 1_800_000_000_000;

describe('shouldWarmCatalogue', () => {
  it('never warms on a first visit, so its reads do not grow with the catalogue', () => {
    expect(shouldWarmCatalogue({ returningVisit: false, online: true, lastWarmedAt: null, now: NOW })).toBe(
      false,
    );
  });

  it('warms a returning visitor who never warmed, but not offline', () => {
    expect(shouldWarmCatalogue({ returningVisit: true, online: true, lastWarmedAt: null, now: NOW })).toBe(
      true,
    );
    expect(shouldWarmCatalogue({ returningVisit: true, online: false, lastWarmedAt: null, now: NOW })).toBe(
      false,
    );
  });

  it('warms at most once a day', () => {
    const warm = (lastWarmedAt: number) =>
      shouldWarmCatalogue({ returningVisit: true, online: true, lastWarmedAt, now: NOW });
    expect(warm(NOW - WARMUP_INTERVAL_MS + 1)).toBe(false);
    expect(warm(NOW - WARMUP_INTERVAL_MS)).toBe(true);
  });

  it('warms again when the stored time is in the future (a clock set back)', () => {
    expect(shouldWarmCatalogue({ returningVisit: true, online: true, lastWarmedAt: NOW + 5, now: NOW })).toBe(
      true,
    );
  });
});

describe('the stored warm-up time', () => {
  beforeEach(() => localStorage.clear());

  it('is null until recorded, then the recorded time, for each language apart', () => {
    expect(readLastWarmedAt('fr')).toBeNull();
    recordWarmedAt('fr', NOW);
    expect(readLastWarmedAt('fr')).toBe(NOW);
    // A visitor who changes language gets that language's pages kept too.
    expect(readLastWarmedAt('en')).toBeNull();
  });

  it('is null when what is stored is not a time', () => {
    localStorage.setItem('kigali.catalogueWarmedAt.en', 'garbage');
    expect(readLastWarmedAt('en')).toBeNull();
  });
});
