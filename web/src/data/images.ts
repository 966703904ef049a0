/**
 * Catalogue image files in Storage: upload, then the download URL. A replaced or deleted record's
 * file is removed by the clean-up Functions, which first check that no other document shows it
 * (the browser cannot see every document that might); here only a fresh upload whose record was
 * not saved is removed, and a failed removal is only logged.
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

/** Uploads an image file and returns its public download URL. */
export async function uploadImage(kind: ImageKind, file: File): Promise<string> {
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
export async function removeStoredImage(url: string | null | undefined): Promise<void> {
  await removeObject(ownedImagePath(url, storageBucket(), await downloadHosts()));
}
