import type { DocumentData, DocumentReference } from 'firebase/firestore';
import {
  addPendingSubmission,
  readPendingSubmissions,
  settlePendingSubmissions,
  type SubmissionCollection,
} from '@/features/pwa/pending-submissions';
import { loadFirestore, type LoadedFirestore } from '@/lib/firestore';

/** How a public submission ended: sent to the server, or queued on this device while offline. */
export type SubmitResult = { id: string; queued: boolean };

/**
 * How long a form waits for the server while the browser believes it is online. On dropping
 * mobile data the connection can be gone without an `offline` event; the write is then queued.
 */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Creates one public submission with `created_at` set by the server (design.md section 7). The id
 * is taken up front so the write can be queued: offline, the SDK keeps the write (across reloads)
 * and sends it later, but its promise only settles when the server answers, so we do not wait.
 * A queued submission is listed as pending until the server acknowledges it.
 */
export async function submitDocument(
  collectionName: SubmissionCollection,
  data: DocumentData,
): Promise<SubmitResult> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(sdk.collection(db, collectionName));
  const write = sdk.setDoc(ref, { ...data, created_at: sdk.serverTimestamp() });
  if (navigator.onLine && (await Promise.race([write, timeout(ACKNOWLEDGEMENT_TIMEOUT_MS)])) !== 'timeout') {
    return { id: ref.id, queued: false };
  }
  await storedOnThisDevice(sdk, ref);
  addPendingSubmission({ id: ref.id, collection: collectionName, createdAt: new Date().toISOString() });
  write.then(
    () => settlePendingSubmissions([ref.id], 'sent'),
    (error: unknown) => {
      console.error(`Queued ${collectionName} submission was refused`, error);
      settlePendingSubmissions([ref.id], 'refused');
    },
  );
  return { id: ref.id, queued: true };
}

/**
 * Resolves once the write is kept on this device, so "saved on this device" is true when shown
 * and the visitor may close the page. Firestore runs its operations in order, so a read of the
 * local cache answers only after the write before it was stored there (in IndexedDB). That takes
 * a while when the submission is what started Firestore: its cache is opened first.
 */
async function storedOnThisDevice({ getDocFromCache }: LoadedFirestore['sdk'], ref: DocumentReference) {
  await getDocFromCache(ref).catch(() => undefined);
}

/**
 * Submissions queued in an earlier visit (or by a tab since closed): Firestore restores their
 * writes from its cache and sends them by itself once loaded and online; `waitForPendingWrites`
 * resolves when every write queued so far is acknowledged, and then they are no longer pending.
 * Visitors cannot read submissions back (the rules deny it), so this is the only signal we have.
 */
export async function sendQueuedSubmissions(): Promise<void> {
  const pending = readPendingSubmissions();
  if (!pending.length) return;
  const { db, sdk } = await loadFirestore();
  await sdk.waitForPendingWrites(db);
  settlePendingSubmissions(
    pending.map((entry) => entry.id),
    'sent',
  );
}
