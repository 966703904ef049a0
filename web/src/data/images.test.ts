import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadError, saveWithImage } from './images';

// Storage is the one part faked here: the emulator cannot start on every machine (the e2e upload test
// skips itself there), and what is tested is the order of upload, save and rollback around it.
const storage = vi.hoisted(() => ({
  uploadBytes: vi.fn(async (_ref: { path: string }, ..._rest: unknown[]) => undefined),
  getDownloadURL: vi.fn(async (ref: { path: string }) => ref.path),
  deleteObject: vi.fn(async (_ref: { path: string }) => undefined),
}));
vi.mock('@/lib/storage', () => ({
  storageBucket: () => 'demo-bucket',
  loadStorage: async () => ({
    storage: {},
    sdk: {
      ref: (_storage: unknown, path: string) => ({ path }),
      uploadBytes: storage.uploadBytes,
      deleteObject: storage.deleteObject,
      getDownloadURL: async (ref: { path: string }) =>
        `https://firebasestorage.googleapis.com/v0/b/demo-bucket/o/${encodeURIComponent(
          await storage.getDownloadURL(ref),
        )}?alt=media`,
    },
  }),
}));

const file = new File(['x'], 'camera.webp', { type: 'image/webp' });
const deletedPaths = () => storage.deleteObject.mock.calls.map(([ref]) => ref.path);

describe('saveWithImage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the typed URL when no file was picked, uploading nothing', async () => {
    const save = vi.fn(async (url: string | null) => url);
    await expect(saveWithImage('product', null, '/images/a.webp', save)).resolves.toBe('/images/a.webp');
    expect(storage.uploadBytes).not.toHaveBeenCalled();
  });

  it('uploads the file first and saves its download URL', async () => {
    const save = vi.fn(async (url: string | null) => url);
    const saved = await saveWithImage('service', file, '/images/old.webp', save);
    expect(saved).toMatch(
      /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/demo-bucket\/o\/services-images%2F/,
    );
    expect(storage.deleteObject).not.toHaveBeenCalled();
  });

  it('removes the fresh upload when the save fails, and rethrows the save error', async () => {
    const refused = new Error('refused by the rules');
    await expect(
      saveWithImage('product', file, null, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    const [uploaded] = storage.uploadBytes.mock.calls.map(([ref]) => ref.path);
    expect(uploaded).toMatch(/^product-images\//);
    expect(deletedPaths()).toEqual([uploaded]);
  });

  it('throws ImageUploadError and saves nothing when the upload fails', async () => {
    storage.uploadBytes.mockRejectedValueOnce(new Error('offline'));
    const save = vi.fn(async () => undefined);
    await expect(saveWithImage('product', file, null, save)).rejects.toBeInstanceOf(ImageUploadError);
    expect(save).not.toHaveBeenCalled();
  });
});
