import { afterEach, describe, expect, it, vi } from 'vitest';
import { sluggedWrites, SlugNeedsConnectionError } from './slug-claims';

const runTransaction = vi.fn(async (_db: unknown, update: (transaction: unknown) => Promise<void>) => {
  const transaction = {
    get: async () => ({ exists: () => false }),
    set: vi.fn(),
    update: vi.fn(),
    delete: vi.fn(),
  };
  await update(transaction);
});
const deleteDoc = vi.fn(async (..._args: unknown[]) => {});
vi.mock('@/lib/firestore', () => {
  const sdk = {
    collection: (_db: unknown, name: string) => ({ path: name }),
    doc: (parent: unknown, name?: string, id?: string) => ({
      id: id ?? 'new-id',
      path: `${name}/${id}`,
      parent,
    }),
    runTransaction: (...args: Parameters<typeof runTransaction>) => runTransaction(...args),
    deleteDoc: (...args: unknown[]) => deleteDoc(...args),
    serverTimestamp: () => 'SERVER_TIME',
  };
  return { loadFirestore: async () => ({ db: {}, sdk }) };
});

const writes = sluggedWrites('products');
const fields = { name: 'Router', slug: 'router' };

const setOnline = (onLine: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);

afterEach(() => {
  vi.restoreAllMocks();
  runTransaction.mockClear();
  deleteDoc.mockClear();
});

describe('saves that claim a slug', () => {
  it('run in a transaction when the device is online', async () => {
    setOnline(true);
    await expect(writes.create(fields)).resolves.toBe('new-id');
    expect(runTransaction).toHaveBeenCalledTimes(1);
  });

  it('are refused at once offline, without a transaction the SDK would retry for seconds', async () => {
    setOnline(false);
    await expect(writes.create(fields)).rejects.toBeInstanceOf(SlugNeedsConnectionError);
    await expect(writes.update('p1', 'old-router', fields)).rejects.toBeInstanceOf(SlugNeedsConnectionError);
    expect(runTransaction).not.toHaveBeenCalled();
  });

  it('leave a delete out of it: offline, the delete is kept on the device like other edits', async () => {
    setOnline(false);
    await expect(writes.remove('p1')).resolves.toBeUndefined();
    expect(deleteDoc).toHaveBeenCalledWith({ id: 'p1', path: 'products/p1', parent: {} });
    expect(runTransaction).not.toHaveBeenCalled();
  });
});
