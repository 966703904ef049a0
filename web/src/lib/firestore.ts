/**
 * Firestore, loaded on demand: the SDK is the largest piece of the app (docs/architecture.md#budgets), so
 * public pages paint before it arrives. Data modules call `loadFirestore()` (or, for public reads,
 * `loadFirestoreForReading()`) and use the returned namespace; nothing else imports the SDK.
 */
import type * as FirestoreApi from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { nextTask } from './next-task';
import { meterReads } from './read-meter';

export type FirestoreSdk = typeof FirestoreApi;
export type LoadedFirestore = { db: Firestore; sdk: FirestoreSdk };

/** What public reads use: queries, counts and single documents, nothing that writes or listens. */
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
    // The persistent cache lets visitors browse what they saw while offline (docs/architecture.md#offline).
    // The build-time prerenderer (entry-server.tsx) runs in Node, where memory is the only cache.
    db = sdk.initializeFirestore(app, {
      localCache: import.meta.env.SSR
        ? sdk.memoryLocalCache()
        : sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
    });
    if (env.useEmulators) sdk.connectFirestoreEmulator(db, emulatorHost(), env.emulatorPorts.firestore);
  } catch {
    // Already initialised (hot reload): reuse it.
    db = sdk.getFirestore(app);
  }
  return { db, sdk: env.useEmulators && !import.meta.env.SSR ? meterReads(sdk) : sdk };
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

let loadingLite: Promise<FirestoreReader> | null = null;

/**
 * For public reads. A first visit reads through Firestore Lite, a fifth of the full SDK's size
 * and start-up work, so a visitor's phone is not kept busy by the refresh of what the page
 * already shows. The full SDK is used once it is loaded anyway (the admin is open) and on a device
 * where the site's service worker controls the page (a returning visitor or an installed app): its
 * persistent cache is what lets that visitor browse offline.
 */
export function loadFirestoreForReading(): Promise<FirestoreReader> {
  const controlled = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  if (loading || import.meta.env.SSR || controlled) return loadFirestore().then(cacheMissesUnavailable);
  return loadFirestoreLite();
}

/**
 * Firestore Lite, whatever else is loaded: each of its reads is a request of its own, checked by the
 * rules at the time it arrives, where the full SDK's reads share one long-lived stream (the emulator
 * checks a read on it against the stream's start: a read bounded by "now" is refused on a stream
 * opened earlier). Publications read by time fall back on it (data/publications.ts).
 */
export function loadFirestoreLite(): Promise<FirestoreReader> {
  loadingLite ??= (async () => {
    const [lite, { readyFirebaseApp, emulatorHost }] = await Promise.all([
      import('firebase/firestore/lite'),
      import('./firebase-app'),
    ]);
    // Lite sends App Check tokens as the full SDK does: once App Check is enforced for
    // Firestore, a first visit's public reads need them too.
    const db = lite.getFirestore(await readyFirebaseApp());
    if (env.useEmulators) lite.connectFirestoreEmulator(db, emulatorHost(), env.emulatorPorts.firestore);
    // Lite's functions take and return Lite's own classes, but are called the same way and answer
    // the same shapes (docs, id, data(), exists(), a count's data().count) as the full SDK's:
    // only a snapshot's `metadata` is missing (offline-read.ts and read-meter.ts allow for it).
    const sdk = { ...lite, getCountFromServer: lite.getCount } as unknown as ReaderSdk;
    return {
      db: db as unknown as Firestore,
      sdk: env.useEmulators && !import.meta.env.SSR ? meterReads(sdk) : sdk,
    };
  })();
  // A page's refresh starts all of its reads at once: each starts in a task of its own.
  return loadingLite.then(async (reader) => (await nextTask(), reader));
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
 * Offline, the full SDK answers a query from this device's cache, and what was never cached is
 * missing from that answer: an empty answer from the cache means "not known here", not "none".
 * It fails as `unavailable` instead (data/offline-read.ts): a product page says it is not
 * available offline, and a list keeps what it shows (the prerendered one, say) rather than
 * emptying it when the connection drops during a refresh.
 */
export function cacheMissesUnavailable({ db, sdk }: LoadedFirestore): FirestoreReader {
  const getDocs: FirestoreSdk['getDocs'] = async (query) => {
    const snapshot = await sdk.getDocs(query);
    if (snapshot.empty && snapshot.metadata.fromCache) throw new NotCachedError();
    return snapshot;
  };
  return { db, sdk: { ...sdk, getDocs } };
}

/** Closes Firestore's connections, so the build-time prerenderer's process can end. */
export async function closeFirestore(): Promise<void> {
  if (!loading) return;
  const { db, sdk } = await loading;
  loading = null;
  await sdk.terminate(db);
}

/**
 * Whether Firestore's server answers within `timeoutMs`. Any answer counts, a refusal by the rules
 * included: only "unavailable" or silence mean there is no database to read (build-time
 * prerendering without the emulators, for example).
 */
export async function serverReachable(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { db, sdk } = await loadFirestore();
    const answer = sdk.getDocFromServer(sdk.doc(db, 'reachability', 'probe')).then(
      () => true,
      (error: unknown) => (error as { code?: string }).code !== 'unavailable',
    );
    const silence = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return await Promise.race([answer, silence]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
