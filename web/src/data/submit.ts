import type { SubmissionCollection } from '@kigali/domain';
import type { DocumentData, DocumentReference } from 'firebase/firestore';
import {
  addPendingSubmission,
  confirmPendingSubmissions,
  refusePendingSubmission,
} from './pending-submission-changes';
import { readPendingSubmissions, type PendingSubmission, type RefusalReason } from './pending-submissions';
import { loadFirestore, type LoadedFirestore } from '@/lib/firestore';
import { receiptExists } from './submission-receipts';

/** How a public submission ended: sent to the server, or queued on this device while offline. */
export type SubmitResult = { id: string; queued: boolean };

/** What this device keeps of a queued submission: what the visitor typed, and the posting applied to. */
export type SubmissionDraft = Pick<PendingSubmission, 'fields' | 'posting'>;

/**
 * How long a form waits for the server while the browser believes it is online. On dropping
 * mobile data the connection can be gone without an `offline` event; the write is then queued.
 */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

/**
 * How long, once the server has taken this device's queued writes, a receipt may take to appear
 * before the submission is shown to the visitor as not confirmed. The receipt Function usually
 * answers within seconds; a cold start or a retry takes longer.
 *
 * Why not wait forever: after a reload Firestore resolves `waitForPendingWrites` for a refused
 * write too, so a missing receipt is the only sign of a refusal; waiting forever would be the
 * silent loss this list exists to prevent. Why showing it is safe: nothing is deleted (the visitor
 * has everything typed, and decides to send it again or discard it), and a receipt that comes
 * late still settles the submission as sent on the next check (see `sendQueuedSubmissions`). The
 * worst case is a duplicate the visitor chose to send, never a loss.
 */
export const RECEIPT_WAIT_MS = 45_000;
const FIRST_RECEIPT_CHECK_MS = 1_000;
const LONGEST_RECEIPT_CHECK_MS = 10_000;

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Creates one public submission with `created_at` set by the server. The id is taken up front so
 * the write can be queued: offline, the SDK keeps the write (across reloads) and sends it later,
 * but its promise only settles when the server answers, so we do not wait.
 *
 * Online, the write's own promise is the server's verdict on this very write (resolved: the rules
 * accepted it and it is stored, which is what a receipt proves), so the form answers at once.
 * Queued, the submission is listed on this device, with what the visitor typed, until its
 * receipt is read from the server; a refusal keeps it listed for the visitor to act on.
 */
export async function submitDocument(
  collectionName: SubmissionCollection,
  data: DocumentData,
  draft: SubmissionDraft,
): Promise<SubmitResult> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(sdk.collection(db, collectionName));
  const write = sdk.setDoc(ref, { ...data, created_at: sdk.serverTimestamp() });
  if (navigator.onLine && (await Promise.race([write, timeout(ACKNOWLEDGEMENT_TIMEOUT_MS)])) !== 'timeout') {
    return { id: ref.id, queued: false };
  }
  await storedOnThisDevice(sdk, ref);
  addPendingSubmission({
    id: ref.id,
    collection: collectionName,
    createdAt: new Date().toISOString(),
    ...draft,
  });
  write
    .then(
      () => awaitReceipts([ref.id]),
      (error: unknown) => {
        console.error(`Queued ${collectionName} submission was refused`, error);
        return refuseWithReason(ref.id, 'refused');
      },
    )
    // Offline again before the receipt was read: it stays listed, and the next sync reads it.
    .catch((error: unknown) => console.error('Could not read the receipt of a queued submission', error));
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
 * Submissions listed on this device (queued in an earlier visit, by a tab since closed, or
 * before the connection returned): Firestore restores their writes from its cache and sends them
 * by itself once loaded and online; `waitForPendingWrites` resolves when the server has answered
 * every write queued so far, accepted or refused alike. Then each one's receipt decides.
 * Refused ones are checked once more: a receipt that came after the wait means it did arrive.
 * Rejects when the server cannot be reached; the submissions then stay listed as they are.
 */
export async function sendQueuedSubmissions(): Promise<void> {
  const pending = readPendingSubmissions();
  if (!pending.length) return;
  const { db, sdk } = await loadFirestore();
  await sdk.waitForPendingWrites(db);
  const refused = pending.filter((entry) => entry.refused).map((entry) => entry.id);
  const waiting = pending.filter((entry) => !entry.refused).map((entry) => entry.id);
  await Promise.all([awaitReceipts(waiting), receiptsAmong(refused).then(confirmPendingSubmissions)]);
}

/** Submissions whose receipts this tab is polling for, so two syncs do not poll twice. */
const polling = new Set<string>();

/**
 * Polls the server for these submissions' receipts, backing off, and confirms each one found.
 * Those without one after `RECEIPT_WAIT_MS` of the server's answers are shown as not confirmed.
 * An unreachable server stops the polling (rejecting) and leaves them waiting.
 */
async function awaitReceipts(ids: readonly string[]): Promise<void> {
  let remaining = ids.filter((id) => !polling.has(id));
  remaining.forEach((id) => polling.add(id));
  const mine = remaining;
  try {
    let waited = 0;
    let pause = FIRST_RECEIPT_CHECK_MS;
    for (;;) {
      const arrived = await receiptsAmong(remaining);
      confirmPendingSubmissions(arrived);
      remaining = remaining.filter((id) => !arrived.includes(id));
      if (!remaining.length || waited >= RECEIPT_WAIT_MS) break;
      await timeout(pause);
      waited += pause;
      pause = Math.min(pause * 2, LONGEST_RECEIPT_CHECK_MS);
    }
    await Promise.all(remaining.map((id) => refuseWithReason(id, 'unconfirmed')));
  } finally {
    mine.forEach((id) => polling.delete(id));
  }
}

async function receiptsAmong(ids: readonly string[]): Promise<string[]> {
  const found = await Promise.all(ids.map((id) => receiptExists(id)));
  return ids.filter((_, index) => found[index]);
}

/** The postings module is loaded only here, so that the forms' modules, on every page, stay small. */
const isPostingOpen = async (postingId: string) =>
  (await import('./job-postings')).isPostingOpenToApplications(postingId);

/**
 * Marks a submission refused with the reason a visitor can act on: an application whose posting
 * is no longer open was refused for that (the rules accept applications to open postings only);
 * otherwise the general reason stands, also when the posting cannot be checked.
 */
async function refuseWithReason(id: string, reason: RefusalReason): Promise<void> {
  const entry = readPendingSubmissions().find((candidate) => candidate.id === id);
  if (!entry || entry.refused) return;
  const postingClosed =
    entry.posting !== undefined && !(await isPostingOpen(entry.posting.id).catch(() => true));
  refusePendingSubmission(id, postingClosed ? 'posting-closed' : reason);
}
