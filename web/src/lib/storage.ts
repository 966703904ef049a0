/**
 * Firebase Storage, loaded on demand (only admin screens upload images). The emulator may not run
 * on every machine (docs/architecture.md#machine-facts), so callers ask `isStorageAvailable()`
 * before offering file uploads; an image URL always works instead.
 */
import type * as StorageApi from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';

export type StorageSdk = typeof StorageApi;
export type LoadedStorage = { storage: FirebaseStorage; sdk: StorageSdk };

let loading: Promise<LoadedStorage> | null = null;

export function loadStorage(): Promise<LoadedStorage> {
  loading ??= (async () => {
    const [sdk, { readyFirebaseApp, emulatorHost }] = await Promise.all([
      import('firebase/storage'),
      import('./firebase-app'),
    ]);
    const storage = sdk.getStorage(await readyFirebaseApp());
    if (env.useEmulators) sdk.connectStorageEmulator(storage, emulatorHost(), env.emulatorPorts.storage);
    return { storage, sdk };
  })();
  return loading;
}

/** The bucket images are stored in, to recognise URLs that point at our own files. */
export const storageBucket = () => env.firebase.storageBucket;

/**
 * Whether uploads can work right now: a bucket is configured, the device is online and, on the
 * emulators, the Storage emulator answers (it only starts where its runtime could be downloaded).
 */
export async function isStorageAvailable(): Promise<boolean> {
  if (!storageBucket() || !navigator.onLine) return false;
  if (!env.useEmulators) return true;
  const { emulatorHost } = await import('./firebase-app');
  try {
    // An opaque answer is enough: any response means the emulator is listening.
    await fetch(`http://${emulatorHost()}:${env.emulatorPorts.storage}/`, { mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}
