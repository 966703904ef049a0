/**
 * Catalogue image files in Storage: upload, then the download URL, then the record that shows it. A
 * replaced or deleted record's file is removed by the clean-up Functions, which first check that no
 * other document shows it (the browser cannot see every document that might); here only a fresh
 * upload whose record was not saved is removed, and a failed removal is only logged.
 */
import { env } from '@/config/env';
import { loadStorage, storageBucket } from '@/lib/storage';
import { imageObjectPath, ownedImagePath, type ImageKind } from './image-paths';

export type { ImageKind };

/** Hosts our download URLs come from. */
async function downloadHosts(): Promise<string[]> {
  if (!env.useEmulators) return ['firebasestorage.googleapis.com'];
  const { emulatorHost } = await import('@/lib/firebase-app');
  const port = env.emulatorPorts.storage;
  return [...new Set([`${emulatorHost()}:${port}`, `127.0.0.1:${port}`, `localhost:${port}`])];
}

/** The picked file did not reach Storage (so nothing was saved). */
export class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super('Failed to upload image', { cause });
    this.name = 'ImageUploadError';
  }
}

/** Uploads an image file and returns its public download URL. */
async function uploadImage(kind: ImageKind, file: File): Promise<string> {
  const { storage, sdk } = await loadStorage();
  const ref = sdk.ref(storage, imageObjectPath(kind, file));
  await sdk.uploadBytes(ref, file, { contentType: file.type });
  return sdk.getDownloadURL(ref);
}

async function removeObject(path: string | null): Promise<void> {
  if (!path) return;
  try {
    const { storage, sdk } = await loadStorage();
    await sdk.deleteObject(sdk.ref(storage, path));
  } catch (error) {
    console.error(`Failed to remove old image ${path}`, error);
  }
}

/** Removes the file behind an image URL when it is one of ours (an upload no record points at). */
async function removeStoredImage(url: string | null | undefined): Promise<void> {
  await removeObject(ownedImagePath(url, storageBucket(), await downloadHosts()));
}

/**
 * Saves a record with its image: a picked `file` is uploaded first and `save` gets its URL (without a
 * file, the typed `url`). If the save fails, the fresh upload is removed again, since nothing points
 * at it, and the save's error is rethrown; a failed upload throws ImageUploadError.
 */
export async function saveWithImage<R>(
  kind: ImageKind,
  file: File | null,
  url: string | null,
  save: (imageUrl: string | null) => Promise<R>,
): Promise<R> {
  if (!file) return save(url);
  let uploaded: string;
  try {
    uploaded = await uploadImage(kind, file);
  } catch (error) {
    throw new ImageUploadError(error);
  }
  try {
    return await save(uploaded);
  } catch (error) {
    await removeStoredImage(uploaded);
    throw error;
  }
}
