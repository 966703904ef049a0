import { describe, expect, it, vi } from 'vitest';
import { parseStoredDocument } from './documents';
import { partnerEntity } from './entities';

/** A Firestore Timestamp as either SDK gives it: anything with toDate(). */
const timestamp = (date: Date) => ({ toDate: () => date, seconds: date.getTime() / 1000 });

describe('parseStoredDocument', () => {
  it('reads a stored document with its id, its Timestamps as Dates', () => {
    const created = new Date('2026-01-02T03:04:05Z');
    const partner = parseStoredDocument(
      partnerEntity,
      'p1',
      { name: 'Dahua', logo_url: '/images/dahua.webp', is_active: true, created_at: timestamp(created) },
      'partners/p1',
    );
    expect(partner).toEqual({
      id: 'p1',
      name: 'Dahua',
      logo_url: '/images/dahua.webp',
      is_active: true,
      created_at: created,
    });
  });

  it('leaves out (null) and logs a document that does not fit its schema', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseStoredDocument(partnerEntity, 'p2', { name: 7 }, 'partners/p2')).toBeNull();
    expect(log).toHaveBeenCalledWith('Skipping malformed document partners/p2', expect.any(Array));
    log.mockRestore();
  });
});
