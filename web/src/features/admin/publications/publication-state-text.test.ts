import { describe, expect, it } from 'vitest';
import { publicationStateText } from './publication-state-text';

describe('publicationStateText', () => {
  const now = new Date('2026-11-24T08:00:00Z');

  it('names a draft, whatever time it keeps', () => {
    expect(publicationStateText({ is_published: false, published_at: new Date('2027-01-01') }, now)).toEqual({
      state: 'draft',
      text: 'Draft',
    });
  });

  it('gives a scheduled article its time in Kigali, to the minute', () => {
    expect(
      publicationStateText({ is_published: true, published_at: new Date('2027-03-01T07:00:00Z') }, now),
    ).toEqual({ state: 'scheduled', text: 'Scheduled for 1 Mar 2027, 09:00 Kigali time' });
  });

  it('gives a published article its day, and no day while its server time is on its way', () => {
    expect(
      publicationStateText({ is_published: true, published_at: new Date('2026-11-21T10:00:00Z') }, now).text,
    ).toBe('Published 21 Nov 2026');
    expect(publicationStateText({ is_published: true, published_at: null }, now).text).toBe('Published');
  });
});
