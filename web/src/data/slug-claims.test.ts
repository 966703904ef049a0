import { afterEach, describe, expect, it, vi } from 'vitest';
import { sluggedWrites, SlugNeedsConnectionError } from './slug-claims';
import { FieldTakenError } from './write-errors';

/** What the transaction reads, by path: nothing unless a test puts a document there. */
let stored: Record<string, Record<string, unknown>> = {};
const written: { op: string; path: string; data?: Record<string, unknown> }[] = [];
const runTransaction = vi.fn(async (_db: unknown, update: (transaction: unknown) => Promise<void>) => {
  const read = (ref: { path: string }) => ({
    exists: () => ref.path in stored,
    data: () => stored[ref.path],
    get: (field: string) => stored[ref.path]?.[field],
  });
  const transaction = {
    get: async (ref: { path: string }) => read(ref),
    set: vi.fn((ref: { path: string }, data: Record<string, unknown>) =>
      written.push({ op: 'set', path: ref.path, data }),
    ),
    update: vi.fn((ref: { path: string }, data: Record<string, unknown>) =>
      written.push({ op: 'update', path: ref.path, data }),
    ),
    delete: vi.fn((ref: { path: string }) => written.push({ op: 'delete', path: ref.path })),
  };
  await update(transaction);
});
vi.mock('@/lib/current-user', () => ({ signedInUid: async () => 'editor-uid' }));
vi.mock('@/lib/firestore', () => {
  const sdk = {
    collection: (_db: unknown, name: string) => ({ path: name }),
    doc: (parent: { path?: string }, name?: string, id?: string) =>
      name === undefined
        ? { id: 'new-id', path: `${parent.path}/new-id` }
        : { id: id ?? name, path: `${name}/${id}` },
    runTransaction: (...args: Parameters<typeof runTransaction>) => runTransaction(...args),
    serverTimestamp: () => 'SERVER_TIME',
    deleteField: () => 'DELETE_FIELD',
  };
  return { loadFirestore: async () => ({ db: {}, sdk }) };
});

const writes = sluggedWrites('products');
const fields = { name: 'Router', slug: 'router' };

const setOnline = (onLine: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);

afterEach(() => {
  vi.restoreAllMocks();
  runTransaction.mockClear();
  stored = {};
  written.length = 0;
});

describe('saves that claim a slug', () => {
  it('run in a transaction when the device is online, stamped with their author', async () => {
    setOnline(true);
    await expect(writes.create(fields)).resolves.toBe('new-id');
    expect(runTransaction).toHaveBeenCalledTimes(1);
    expect(written).toContainEqual({
      op: 'set',
      path: 'products/new-id',
      data: { ...fields, created_at: 'SERVER_TIME', updated_at: 'SERVER_TIME', updated_by: 'editor-uid' },
    });
  });

  it('stamp an edit with its author and drop the restore mark of an earlier restore', async () => {
    setOnline(true);
    await writes.update('p1', 'old-router', fields);
    expect(written).toContainEqual({
      op: 'update',
      path: 'products/p1',
      data: { ...fields, updated_at: 'SERVER_TIME', updated_by: 'editor-uid', restored_from: 'DELETE_FIELD' },
    });
  });

  it('are refused at once offline, without a transaction the SDK would retry for seconds', async () => {
    setOnline(false);
    await expect(writes.create(fields)).rejects.toBeInstanceOf(SlugNeedsConnectionError);
    await expect(writes.update('p1', 'old-router', fields)).rejects.toBeInstanceOf(SlugNeedsConnectionError);
    expect(runTransaction).not.toHaveBeenCalled();
  });
});

describe('a restore', () => {
  const restored = { ...fields, updated_by: 'editor-uid', restored_from: 'trash' };

  it('writes the document whole, with its other writes, when its claim still names it', async () => {
    setOnline(true);
    stored['slugs/products:router'] = { collection: 'products', doc_id: 'p1' };
    await writes.restore('p1', async () => ({
      data: restored,
      currentSlug: null,
      alongside: (transaction) => transaction.delete({ path: 'trash/products:p1' } as never),
    }));
    expect(written).toEqual([
      { op: 'set', path: 'products/p1', data: restored },
      { op: 'delete', path: 'trash/products:p1' },
    ]);
  });

  it('fails on the slug when another product has taken it since, writing nothing', async () => {
    setOnline(true);
    stored['slugs/products:router'] = { collection: 'products', doc_id: 'p2' };
    stored['products/p2'] = { slug: 'router' };
    const restore = writes.restore('p1', async () => ({ data: restored, currentSlug: null }));
    await expect(restore).rejects.toBeInstanceOf(FieldTakenError);
    await expect(restore).rejects.toMatchObject({ field: 'slug' });
    expect(written).toEqual([]);
  });

  it('of a version with another slug moves the claim: the old one released, the new one taken', async () => {
    setOnline(true);
    stored['slugs/products:router-x'] = { collection: 'products', doc_id: 'p1' };
    await writes.restore('p1', async () => ({ data: restored, currentSlug: 'router-x' }));
    expect(written).toEqual([
      { op: 'set', path: 'slugs/products:router', data: { collection: 'products', doc_id: 'p1' } },
      { op: 'delete', path: 'slugs/products:router-x' },
      { op: 'set', path: 'products/p1', data: restored },
    ]);
  });
});
