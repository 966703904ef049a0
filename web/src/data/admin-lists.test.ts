import { LIMITS } from '@kigali/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirestoreReader, ReaderSdk } from '@/lib/firestore';
import { adminPagedList, adminProductsList, adminServicesList, slugSearchPrefix } from './admin-lists';
import type { ListOptions } from './collection';
import { products } from './products';
import { services } from './services';

/** The reader the lists are handed; only passed through to the collection here. */
const reader = vi.hoisted(() => ({ reader: 'signed-in admin' }));
vi.mock('@/lib/firestore', () => ({ loadFirestore: () => Promise.resolve(reader) }));

afterEach(() => vi.restoreAllMocks());

/** The filters a list's options give Firestore, written out as [field, operator, value]. */
const whereOf = (options: ListOptions | undefined) =>
  options?.where?.({ where: (...clause: unknown[]) => clause } as unknown as ReaderSdk) ?? [];

function fakeCollection() {
  return {
    keys: { of: (...parts: unknown[]) => ['things', ...parts] },
    page: vi.fn((_reader: FirestoreReader, cursor: unknown) =>
      Promise.resolve({ items: [cursor ? 'second' : 'first'], next: cursor ? null : { value: 1, id: 'a' } }),
    ),
    count: vi.fn(() => Promise.resolve(42)),
  };
}

describe('adminPagedList', () => {
  it('reads admin-sized pages and the total with the same filters, under the collection key', async () => {
    const collection = fakeCollection();
    const options: ListOptions = { order: { field: 'name', direction: 'asc' } };
    const list = adminPagedList(collection, { kind: 'x' }, options);
    expect(list.pages.queryKey).toEqual(['things', 'admin', { kind: 'x' }, 'pages']);
    expect(list.count.queryKey).toEqual(['things', 'admin', { kind: 'x' }, 'count']);

    const client = new QueryClient();
    await client.fetchInfiniteQuery({ ...list.pages, pages: 2 });
    expect(collection.page).toHaveBeenNthCalledWith(1, reader, null, LIMITS.adminPageSize, options);
    expect(collection.page).toHaveBeenNthCalledWith(
      2,
      reader,
      { value: 1, id: 'a' },
      LIMITS.adminPageSize,
      options,
    );
    expect(client.getQueryData(list.pages.queryKey)?.pages.map((page) => page.items)).toEqual([
      ['first'],
      ['second'],
    ]);
    expect(await client.fetchQuery(list.count)).toBe(42);
    expect(collection.count).toHaveBeenCalledWith(reader, options);
  });
});

describe('adminServicesList', () => {
  /** The options the services screen's first page is read with. */
  async function firstPageOptions(filters: Parameters<typeof adminServicesList>[0]) {
    const page = vi.spyOn(services, 'page').mockResolvedValue({ items: [], next: null });
    await new QueryClient().fetchInfiniteQuery(adminServicesList(filters).pages);
    return page.mock.calls[0]?.[3];
  }

  it('reads every service newest first when nothing is asked', async () => {
    const options = await firstPageOptions({ category: null, search: '' });
    expect(whereOf(options)).toEqual([]);
    expect(options?.order).toBeUndefined();
  });

  it('asks Firestore for one category, and for the slugs a search starts, in slug order', async () => {
    const options = await firstPageOptions({ category: 'Training', search: ' Solar Backup' });
    expect(whereOf(options)).toEqual([
      ['category', '==', 'Training'],
      ['slug', '>=', 'solar-backup'],
      ['slug', '<', 'solar-backup\uf8ff'],
    ]);
    expect(options?.order).toEqual({ field: 'slug', direction: 'asc' });
  });

  it('gives searches that read the same one cache entry, under the key every change to services refreshes', () => {
    const typed = adminServicesList({ category: null, search: ' Solar Backup' });
    const slug = adminServicesList({ category: null, search: 'solar-backup' });
    expect(typed.pages.queryKey).toEqual(slug.pages.queryKey);
    expect(typed.count.queryKey).toEqual(slug.count.queryKey);
    expect(typed.pages.queryKey[0]).toBe(services.name);
    expect(adminServicesList({ category: 'Training', search: '' }).pages.queryKey).not.toEqual(
      adminServicesList({ category: null, search: '' }).pages.queryKey,
    );
  });
});

describe('slugSearchPrefix', () => {
  it('turns a search typed as a name or as a slug into the slug prefix it starts', () => {
    expect(slugSearchPrefix('Dahua 8MP')).toBe('dahua-8mp');
    expect(slugSearchPrefix('dahua-8mp')).toBe('dahua-8mp');
    expect(slugSearchPrefix('  Hikvision ')).toBe('hikvision');
  });

  it('is empty for a search with nothing a slug can hold', () => {
    expect(slugSearchPrefix('   ')).toBe('');
    expect(slugSearchPrefix('!?')).toBe('');
  });
});

describe('adminProductsList', () => {
  it('asks Firestore for one category and the slugs a search starts, under the key a save invalidates', async () => {
    const page = vi.spyOn(products, 'page').mockResolvedValue({ items: [], next: null });
    const list = adminProductsList({ categoryId: 'cat-cctv', search: ' Dahua' });
    await new QueryClient().fetchInfiniteQuery(list.pages);
    expect(whereOf(page.mock.calls[0]?.[3])).toEqual([
      ['category_id', '==', 'cat-cctv'],
      ['slug', '>=', 'dahua'],
      ['slug', '<', 'dahua\uf8ff'],
    ]);
    expect(list.pages.queryKey).toEqual(
      adminProductsList({ categoryId: 'cat-cctv', search: 'dahua' }).pages.queryKey,
    );
    expect(list.count.queryKey[0]).toBe(products.name);
  });
});
