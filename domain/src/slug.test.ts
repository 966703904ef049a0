import { describe, expect, it } from 'vitest';
import { PATTERNS } from './patterns';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, hyphenates spaces and drops other characters', () => {
    expect(slugify('Hikvision 4MP Dome Camera')).toBe('hikvision-4mp-dome-camera');
    expect(slugify('Intercom & PABX  Systems!')).toBe('intercom-pabx-systems');
  });
  it('collapses repeated hyphens and trims them at the ends', () => {
    expect(slugify('  --Wi-Fi -- 6 Router-- ')).toBe('wi-fi-6-router');
  });
  it('folds accents instead of dropping the letter', () => {
    expect(slugify('Café Réseau')).toBe('cafe-reseau');
  });
  it('gives an empty slug for a name without usable characters', () => {
    expect(slugify('   ')).toBe('');
    expect(slugify('!!!')).toBe('');
  });
  it('always produces a slug the rules accept', () => {
    for (const name of ['A  B', 'x--y', '-lead', 'trail-', 'Ünïcödé 2000']) {
      expect(slugify(name)).toMatch(new RegExp(PATTERNS.slug));
    }
  });
});
