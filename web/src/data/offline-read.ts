import type { QuerySnapshot } from 'firebase/firestore';

/**
 * Offline, Firestore answers from this device's cache; a document that was never cached is
 * missing from the answer (or, for a single-document read, the read fails with `unavailable`).
 * That is not the same as "not found": the page says it is not available offline instead.
 */
export class NotAvailableOfflineError extends Error {
  constructor(what: string) {
    super(`${what} is not in this device's cache and the server cannot be reached`);
    this.name = 'NotAvailableOfflineError';
  }
}

export function isNotAvailableOffline(error: unknown): boolean {
  return (
    error instanceof NotAvailableOfflineError ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable')
  );
}

/**
 * For a lookup by key: an empty answer that came from the cache means "unknown", not "none".
 * Firestore Lite (lib/firestore.ts) has no cache and its snapshots no metadata.
 */
export function throwIfOfflineMiss(snapshot: QuerySnapshot, what: string) {
  const fromCache = (snapshot as Partial<Pick<QuerySnapshot, 'metadata'>>).metadata?.fromCache === true;
  if (snapshot.empty && fromCache) throw new NotAvailableOfflineError(what);
}
