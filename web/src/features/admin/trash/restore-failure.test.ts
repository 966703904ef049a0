import { describe, expect, it, vi } from 'vitest';
import { DocumentGoneError } from '@/data/document-versions';
import { NotInTrashError } from '@/data/trash';
import { FieldTakenError } from '@/data/write-errors';
import { restoreFailure } from './restore-failure';

vi.mock('@/lib/firestore', () => ({ loadFirestore: vi.fn() }));
vi.mock('@/lib/current-user', () => ({ signedInUser: vi.fn(), signedInUid: vi.fn() }));

describe('restoreFailure', () => {
  it('says which slug problem blocks the restore, naming the kind of item', () => {
    expect(restoreFailure(new FieldTakenError('slug', 'router'), 'products', 'Failed')).toBe(
      "Another product now uses this slug: change that one's slug, then restore.",
    );
    expect(restoreFailure(new FieldTakenError('slug', 'cabling'), 'services', 'Failed')).toBe(
      "Another service now uses this slug: change that one's slug, then restore.",
    );
  });

  it('says when the item is no longer where the screen showed it', () => {
    expect(restoreFailure(new NotInTrashError(), 'partners', 'Failed')).toBe(
      'This item is no longer in the trash.',
    );
    expect(restoreFailure(new DocumentGoneError(), 'partners', 'Failed')).toMatch(/no longer exists/);
  });

  it('falls back to the plain failure', () => {
    expect(restoreFailure(new Error('permission-denied'), 'partners', 'Failed to restore')).toBe(
      'Failed to restore',
    );
  });
});
