import { describe, expect, it } from 'vitest';
import { fieldLabel, valueLines, versionChanges } from './version-diff';

const words = {
  yes: 'Yes',
  no: 'No',
  formatTime: (date: Date) => date.toISOString().slice(0, 16),
};
/** A Firestore Timestamp as a version's data holds it (anything with toDate). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso), isEqual: () => false });

describe('valueLines', () => {
  it('reads texts, booleans, numbers and times', () => {
    expect(valueLines('Dome camera', words)).toEqual(['Dome camera']);
    expect(valueLines(true, words)).toEqual(['Yes']);
    expect(valueLines(false, words)).toEqual(['No']);
    expect(valueLines(250000, words)).toEqual(['250,000']);
    expect(valueLines(timestamp('2026-11-20T09:30:00Z'), words)).toEqual(['2026-11-20T09:30']);
  });

  it('gives nothing for an empty value', () => {
    for (const empty of [null, undefined, '', [], {}]) expect(valueLines(empty, words)).toEqual([]);
  });

  it('lists one item a line, and maps one name: value a line, sorted by name', () => {
    expect(valueLines(['Night vision', 'PoE'], words)).toEqual(['Night vision', 'PoE']);
    expect(valueLines({ Resolution: '4 MP', Lens: '2.8 mm' }, words)).toEqual([
      'Lens: 2.8 mm',
      'Resolution: 4 MP',
    ]);
  });

  it('names nested translations by language and field', () => {
    expect(valueLines({ fr: { name: 'Caméra', features: ['Vision de nuit'] } }, words)).toEqual([
      'fr · features: Vision de nuit',
      'fr · name: Caméra',
    ]);
  });
});

describe('versionChanges', () => {
  it('lists the changed fields only, with both values, and never the stamps', () => {
    const version = {
      name: 'Camera',
      price: 100,
      is_active: true,
      specifications: { Lens: '2.8 mm' },
      updated_by: 'a',
      updated_at: timestamp('2026-11-20T09:30:00Z'),
    };
    const next = {
      name: 'Dome camera',
      price: 100,
      is_active: false,
      specifications: { Lens: '4 mm' },
      updated_by: 'b',
      updated_at: timestamp('2026-11-21T10:00:00Z'),
      restored_from: 'v1',
    };
    expect(versionChanges(version, next, words)).toEqual([
      { field: 'is_active', label: 'Is active', before: ['Yes'], after: ['No'] },
      { field: 'name', label: 'Name', before: ['Camera'], after: ['Dome camera'] },
      { field: 'specifications', label: 'Specifications', before: ['Lens: 2.8 mm'], after: ['Lens: 4 mm'] },
    ]);
  });

  it('shows a field added or removed as empty on the other side', () => {
    expect(versionChanges({ sku: 'X1' }, {}, words)).toEqual([
      { field: 'sku', label: 'Sku', before: ['X1'], after: [] },
    ]);
  });
});

describe('fieldLabel', () => {
  it('turns a stored name into words', () => {
    expect(fieldLabel('image_url')).toBe('Image url');
  });
});
