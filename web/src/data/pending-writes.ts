import { loadFirestore } from '@/lib/firestore';

/** How long an empty write queue takes at most to answer; longer means writes are waiting. */
const QUEUE_CHECK_MS = 250;

/**
 * Whether writes made on this device (admin saves while offline) still wait for the server, and
 * a promise that settles once every one of them has been acknowledged.
 */
export async function pendingWrites(): Promise<{ pending: boolean; synced: Promise<void> }> {
  const { db, sdk } = await loadFirestore();
  const synced = sdk.waitForPendingWrites(db);
  const pending = await Promise.race([
    synced.then(
      () => false,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), QUEUE_CHECK_MS)),
  ]);
  return { pending, synced };
}
