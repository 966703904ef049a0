import { describe, expect, it } from 'vitest';
import { isSlugged, restoredDocument } from './restore';

const sdk = { serverTimestamp: () => 'SERVER_TIME' } as unknown as Parameters<typeof restoredDocument>[0];

describe('restoredDocument', () => {
  const created = { seconds: 100, nanoseconds: 123_456_000 };

  it('writes the stored data back with the restorer and where it came from, updated_at stamped now', () => {
    const stored = { name: 'Router', updated_by: 'old', created_at: created, updated_at: { seconds: 5 } };
    expect(restoredDocument(sdk, stored, 'u1', 'trash')).toEqual({
      name: 'Router',
      created_at: created,
      updated_by: 'u1',
      restored_from: 'trash',
      updated_at: 'SERVER_TIME',
    });
  });

  it("keeps the current document's created_at when a version is restored", () => {
    const current = { created_at: created };
    const stored = { name: 'Old', created_at: { seconds: 1, nanoseconds: 0 } };
    expect(restoredDocument(sdk, stored, 'u1', 'v42', current)).toEqual({
      name: 'Old',
      created_at: created,
      updated_by: 'u1',
      restored_from: 'v42',
    });
  });

  it('adds no updated_at to a collection that does not keep one', () => {
    expect(restoredDocument(sdk, { label: 'Home' }, 'u1', 'trash')).not.toHaveProperty('updated_at');
  });
});

describe('isSlugged', () => {
  it('is true for the collections with slug claims only', () => {
    expect(isSlugged('products')).toBe(true);
    expect(isSlugged('services')).toBe(true);
    expect(isSlugged('partners')).toBe(false);
  });
});
