/**
 * Offline, Firestore answers from this device's cache. What was never cached is not "not found":
 * whole lists fail as `unavailable` for it (lib/firestore.ts, `cacheMissesUnavailable`), and a
 * single-document read does so by itself; a count cannot be answered from the cache at all. The
 * screen keeps what it already shows, or shows the list without its total (data/paging.ts).
 */
export function isNotAvailableOffline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable';
}
