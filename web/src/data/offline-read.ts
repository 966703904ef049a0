/**
 * Offline, Firestore answers from this device's cache. What was never cached is not "not found":
 * public reads fail as `unavailable` for it (lib/firestore.ts, `loadFirestoreForReading`), and a
 * single-document read of the full SDK does so by itself. The page says it is not available
 * offline instead, or keeps what it already shows.
 */
export function isNotAvailableOffline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable';
}
