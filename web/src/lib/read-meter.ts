import type { ReaderSdk } from './firestore';

/**
 * Counts Firestore document reads the way billing does (a query result of n documents costs n
 * reads, an empty one 1; answers from the local cache cost nothing), so `npm run bench` can print
 * real figures. Only emulator builds install it.
 */
declare global {
  interface Window {
    __firestoreReads?: number;
  }
}

// A query's or a document's answer: where it came from, and how many documents it holds.
type Snapshot = { metadata?: { fromCache: boolean }; size?: number; exists?: () => boolean };

function count(result: Snapshot) {
  if (result.metadata?.fromCache) return;
  const reads = typeof result.size === 'number' ? Math.max(1, result.size) : 1;
  window.__firestoreReads = (window.__firestoreReads ?? 0) + reads;
}

export function meterReads<Sdk extends ReaderSdk>(sdk: Sdk): Sdk {
  window.__firestoreReads ??= 0;
  const metered = <F extends (...args: never[]) => Promise<Snapshot>>(read: F) =>
    (async (...args: Parameters<F>) => {
      const result = await read(...args);
      count(result);
      return result;
    }) as unknown as F;
  return {
    ...sdk,
    getDocs: metered(sdk.getDocs),
    getDoc: metered(sdk.getDoc),
    // An aggregation costs one read per 1000 index entries: one, at this site's sizes.
    getCountFromServer: (async (...args: Parameters<ReaderSdk['getCountFromServer']>) => {
      const result = await sdk.getCountFromServer(...args);
      window.__firestoreReads = (window.__firestoreReads ?? 0) + 1;
      return result;
    }) as ReaderSdk['getCountFromServer'],
  };
}
