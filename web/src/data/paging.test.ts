import type { DocumentSnapshot, Query } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { FirestoreReader } from '@/lib/firestore';
import { countOrUnknown, cursorAfter, cursorValues, pageItems, readPage } from './paging';

/** Stands in for Firestore's Timestamp: seconds and nanoseconds, and toMillis like the real one. */
class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toMillis() {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }
}

const document = (id: string, fields: Record<string, unknown>) =>
  ({
    id,
    ref: { path: `products/${id}` },
    get: (field: string) => fields[field],
  }) as unknown as DocumentSnapshot;

/** A Firestore namespace that records the query it was asked, and answers with `documents`. */
function fakeFirestore(documents: DocumentSnapshot[]) {
  const asked: unknown[][] = [];
  const sdk = {
    Timestamp: FakeTimestamp,
    documentId: () => '__name__',
    orderBy: (field: string, direction: string) => ['orderBy', field, direction],
    startAfter: (...values: unknown[]) => ['startAfter', ...values],
    limit: (size: number) => ['limit', size],
    query: (base: unknown, ...constraints: unknown[]) => {
      asked.push(constraints);
      return base;
    },
    getDocs: vi.fn(async () => ({ docs: documents })),
    getCountFromServer: vi.fn(),
  };
  return { firestore: { db: {}, sdk } as unknown as FirestoreReader, sdk, asked };
}

const base = {} as Query;
const order = { field: 'created_at', direction: 'desc' } as const;
const products = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    document(`p${index}`, { created_at: new FakeTimestamp(1000 - index, 123_456_789), name: `P${index}` }),
  );
const parseName = (snapshot: DocumentSnapshot) => snapshot.get('name') as string;

describe('cursorAfter', () => {
  it('keeps a timestamp to the nanosecond, as plain numbers', () => {
    const cursor = cursorAfter(
      document('p1', { created_at: new FakeTimestamp(1700000000, 123456789) }),
      'created_at',
    );
    expect(cursor).toEqual({ value: { seconds: 1700000000, nanoseconds: 123456789 }, id: 'p1' });
    expect(JSON.parse(JSON.stringify(cursor))).toEqual(cursor);
  });

  it('takes a text value as it is, and a missing one as null', () => {
    expect(cursorAfter(document('p1', { slug: 'dahua-8mp' }), 'slug')).toEqual({
      value: 'dahua-8mp',
      id: 'p1',
    });
    expect(cursorAfter(document('p1', {}), 'created_at')).toEqual({ value: null, id: 'p1' });
  });

  it('refuses a value a cursor cannot carry', () => {
    expect(() => cursorAfter(document('p1', { specs: { a: 'b' } }), 'specs')).toThrow(/Cannot page on specs/);
  });
});

describe('cursorValues', () => {
  it('turns the plain timestamp back into a Timestamp and ends with the document id', () => {
    const { sdk } = fakeFirestore([]);
    const [value, id] = cursorValues(sdk as unknown as FirestoreReader['sdk'], {
      value: { seconds: 5, nanoseconds: 7 },
      id: 'p9',
    });
    expect(value).toBeInstanceOf(FakeTimestamp);
    expect(value).toMatchObject({ seconds: 5, nanoseconds: 7 });
    expect(id).toBe('p9');
  });
});

describe('readPage', () => {
  it('asks one more document than the page, ordered by the field then the id, without a cursor at first', async () => {
    const { firestore, asked } = fakeFirestore(products(3));
    await readPage(firestore, base, order, null, 2, parseName);
    expect(asked).toEqual([
      [
        ['orderBy', 'created_at', 'desc'],
        ['orderBy', '__name__', 'desc'],
        ['limit', 3],
      ],
    ]);
  });

  it('returns the page and a cursor after its last document when there is more', async () => {
    const { firestore } = fakeFirestore(products(3));
    const page = await readPage(firestore, base, order, null, 2, parseName);
    expect(page.items).toEqual(['P0', 'P1']);
    expect(page.next).toEqual({ value: { seconds: 999, nanoseconds: 123_456_789 }, id: 'p1' });
  });

  it('has no next page when the answer fits in the page', async () => {
    const { firestore } = fakeFirestore(products(2));
    const page = await readPage(firestore, base, order, null, 2, parseName);
    expect(page.items).toEqual(['P0', 'P1']);
    expect(page.next).toBeNull();
  });

  it('starts after the cursor', async () => {
    const { firestore, asked } = fakeFirestore([]);
    await readPage(firestore, base, order, { value: 'dahua', id: 'p4' }, 2, parseName);
    expect(asked[0]).toContainEqual(['startAfter', 'dahua', 'p4']);
  });

  it('leaves out documents that do not parse, and still pages on from the last one read', async () => {
    const { firestore } = fakeFirestore(products(3));
    const page = await readPage(firestore, base, order, null, 2, (snapshot) =>
      snapshot.id === 'p1' ? null : parseName(snapshot),
    );
    expect(page.items).toEqual(['P0']);
    expect(page.next?.id).toBe('p1');
  });
});

describe('countOrUnknown', () => {
  it("returns the server's count", async () => {
    const { firestore, sdk } = fakeFirestore([]);
    sdk.getCountFromServer.mockResolvedValue({ data: () => ({ count: 2000 }) });
    expect(await countOrUnknown(firestore, base)).toBe(2000);
  });

  it('returns null offline, when the server cannot be reached', async () => {
    const { firestore, sdk } = fakeFirestore([]);
    sdk.getCountFromServer.mockRejectedValue({ code: 'unavailable', message: 'offline' });
    expect(await countOrUnknown(firestore, base)).toBeNull();
  });

  it('passes any other failure on', async () => {
    const { firestore, sdk } = fakeFirestore([]);
    sdk.getCountFromServer.mockRejectedValue({ code: 'permission-denied' });
    await expect(countOrUnknown(firestore, base)).rejects.toEqual({ code: 'permission-denied' });
  });
});

describe('pageItems', () => {
  it('joins the pages loaded so far, and is empty before the first', () => {
    expect(
      pageItems([
        { items: [1, 2], next: { value: 2, id: 'b' } },
        { items: [3], next: null },
      ]),
    ).toEqual([1, 2, 3]);
    expect(pageItems(undefined)).toEqual([]);
  });
});
