/**
 * Firestore in the browser, for the admin application (public pages are read by the server that
 * renders them, web/src/server), loaded on demand: the SDK is the largest piece of the app
 * (docs/architecture.md#budgets). Data modules call `loadFirestore()` and use the returned
 * namespace; nothing else imports the SDK.
 */
import type * as FirestoreApi from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { meterReads } from './read-meter';

export type FirestoreSdk = typeof FirestoreApi;
export type LoadedFirestore = { db: Firestore; sdk: FirestoreSdk };

/** What reads use: queries, counts and single documents, nothing that writes or listens. */
export type ReaderSdk = Pick<
  FirestoreSdk,
  | 'collection'
  | 'doc'
  | 'documentId'
  | 'getCountFromServer'
  | 'getDoc'
  | 'getDocs'
  | 'limit'
  | 'orderBy'
  | 'query'
  | 'startAfter'
  | 'Timestamp'
  | 'where'
>;
export type FirestoreReader = { db: Firestore; sdk: ReaderSdk };

let loading: Promise<LoadedFirestore> | null = null;
/**
 * Set while sign-out ends Firestore and deletes its cache (clearFirestoreCache): a new instance
 * waits for that, since the cache cannot be deleted while an instance has it open.
 */
let clearing: Promise<void> | null = null;

export function loadFirestore(): Promise<LoadedFirestore> {
  loading ??= (async () => {
    await clearing;
    return startFirestore();
  })();
  return loading;
}

async function startFirestore(): Promise<LoadedFirestore> {
  const [sdk, { readyFirebaseApp, emulatorHost }] = await Promise.all([
    import('firebase/firestore'),
    import('./firebase-app'),
  ]);
  const app = await readyFirebaseApp();
  let db: Firestore;
  try {
    // The persistent cache keeps what an admin read and saved while offline (docs/architecture.md#offline).
    db = sdk.initializeFirestore(app, {
      localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
    });
    if (env.useEmulators) sdk.connectFirestoreEmulator(db, emulatorHost(), env.emulatorPorts.firestore);
  } catch {
    // Already initialised (hot reload): reuse it.
    db = sdk.getFirestore(app);
  }
  return { db, sdk: env.useEmulators ? meterReads(sdk) : sdk };
}

/**
 * Ends this tab's Firestore and deletes its persistent cache (IndexedDB) with every document and
 * queued write it held, so that nothing an admin read stays on the device after sign-out: a read
 * from the local cache is not checked by the security rules. Other tabs of the site end their
 * own instance when the cache is deleted (the SDK's multi-tab manager) and read again once
 * reloaded. The next `loadFirestore()` starts a fresh instance, with an empty cache, once this
 * is done.
 */
export function clearFirestoreCache(): Promise<void> {
  // Started without being used (this tab never read anything) it still names the cache to delete.
  const running = loading ?? Promise.resolve(clearing).then(startFirestore);
  loading = null;
  const cleared = running.then(async ({ db, sdk }) => {
    await sdk.terminate(db);
    await sdk.clearIndexedDbPersistence(db);
  });
  clearing = cleared.catch(() => undefined);
  return cleared;
}

/** With Firestore's own code for "the server cannot be reached", which callers already handle. */
class NotCachedError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super("Not in this device's cache, and the server cannot be reached");
    this.name = 'NotCachedError';
  }
}

/**
 * Offline, the SDK answers a query from this device's cache, and what was never cached is missing
 * from that answer: an empty answer from the cache means "not known here", not "none". It fails as
 * `unavailable` instead (data/offline-read.ts), so a list keeps what it shows rather than emptying
 * it when the connection drops during a refresh (data/collection.ts, `listQuery`).
 */
export function cacheMissesUnavailable({ db, sdk }: LoadedFirestore): FirestoreReader {
  const getDocs: FirestoreSdk['getDocs'] = async (query) => {
    const snapshot = await sdk.getDocs(query);
    if (snapshot.empty && snapshot.metadata.fromCache) throw new NotCachedError();
    return snapshot;
  };
  return { db, sdk: { ...sdk, getDocs } };
}
