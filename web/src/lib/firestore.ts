/**
 * Firestore, loaded on demand: the SDK is the largest piece of the app (design.md section 9), so
 * public pages paint before it arrives. Data modules call `loadFirestore()` and use the returned
 * namespace; nothing else imports firebase/firestore.
 */
import type * as FirestoreApi from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { meterReads } from './read-meter';

export type FirestoreSdk = typeof FirestoreApi;
export type LoadedFirestore = { db: Firestore; sdk: FirestoreSdk };

let loading: Promise<LoadedFirestore> | null = null;

export function loadFirestore(): Promise<LoadedFirestore> {
  loading ??= (async () => {
    const [sdk, { firebaseApp, emulatorHost }] = await Promise.all([
      import('firebase/firestore'),
      import('./firebase-app'),
    ]);
    const app = firebaseApp();
    let db: Firestore;
    try {
      // The persistent cache lets visitors browse what they saw while offline (design.md section 7).
      db = sdk.initializeFirestore(app, {
        localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
      });
      if (env.useEmulators) sdk.connectFirestoreEmulator(db, emulatorHost(), env.emulatorPorts.firestore);
    } catch {
      // Already initialised (hot reload): reuse it.
      db = sdk.getFirestore(app);
    }
    return { db, sdk: env.useEmulators ? meterReads(sdk) : sdk };
  })();
  return loading;
}
