import { describe, expect, it, vi } from 'vitest';
import { daysUntilPurge, trashEntryFields } from './trash';

vi.mock('@/lib/firestore', () => ({ loadFirestore: vi.fn() }));
vi.mock('@/lib/current-user', () => ({ signedInUser: vi.fn() }));

const DAY_MS = 24 * 60 * 60 * 1000;
const sdk = {
  serverTimestamp: () => 'SERVER_TIME',
  Timestamp: { fromMillis: (millis: number) => ({ millis }) },
} as unknown as Parameters<typeof trashEntryFields>[0];

describe('trashEntryFields', () => {
  it("keeps the document's data untouched, with who deleted it, the server's time and the purge 30 days on", () => {
    const data = { name: 'Router X', slug: 'router-x', created_at: { seconds: 1 } };
    const entry = trashEntryFields(sdk, 'products', 'p1', data, { uid: 'u1', email: 'e@x.rw' }, 1_000);
    expect(entry).toEqual({
      collection: 'products',
      doc_id: 'p1',
      label: 'Router X',
      data,
      deleted_at: 'SERVER_TIME',
      deleted_by: 'u1',
      deleted_by_email: 'e@x.rw',
      purge_at: { millis: 1_000 + 30 * DAY_MS },
    });
    expect(entry['data']).toBe(data);
  });

  it("labels by the collection's own field, cut to what the rules accept", () => {
    const long = 'T'.repeat(250);
    expect(
      trashEntryFields(sdk, 'publications', 'a', { title: long }, { uid: 'u', email: null }),
    ).toMatchObject({
      label: 'T'.repeat(200),
      deleted_by_email: null,
    });
    expect(
      trashEntryFields(sdk, 'navigation_items', 'n', { label: 'Home' }, { uid: 'u', email: null }),
    ).toMatchObject({
      label: 'Home',
    });
  });
});

describe('daysUntilPurge', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('counts a started day, so a fresh delete has 30 days and the last day 1', () => {
    expect(daysUntilPurge(new Date(now + 30 * DAY_MS - 5_000), now)).toBe(30);
    expect(daysUntilPurge(new Date(now + 3_600_000), now)).toBe(1);
  });

  it('is 0 once the time has passed, and unknown without a time', () => {
    expect(daysUntilPurge(new Date(now - DAY_MS), now)).toBe(0);
    expect(daysUntilPurge(null, now)).toBeNull();
  });
});
