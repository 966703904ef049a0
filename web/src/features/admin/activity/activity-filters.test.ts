import { describe, expect, it } from 'vitest';
import { LOGGED_COLLECTIONS, rangeProblem } from './activity-filters';
import { adminMessages } from '@/i18n/admin';

describe('the activity filters', () => {
  it('refuse a range that ends before it starts, and take a single day or an open range', () => {
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-23' })).toBe('backwards');
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-24' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-24', to: null })).toBeNull();
    expect(rangeProblem({ from: null, to: '2026-11-24' })).toBeNull();
  });

  it('name every logged collection in words', () => {
    for (const collection of LOGGED_COLLECTIONS) {
      expect(adminMessages.activity.collections[collection]).toMatch(/^[A-Z][a-z ]+$/);
    }
  });
});
