/**
 * The changes to the list of submissions kept on this device (read in pending-submissions.ts), and
 * who hears of them. Loaded with the app, not by the boot script.
 */
import {
  readPendingSubmissions,
  STORAGE_KEY,
  type PendingSubmission,
  type RefusalReason,
} from './pending-submissions';

/** How a queued submission ended for now: the server stored it, or refused it. */
export type SubmissionOutcome = 'sent' | 'refused';

const changeListeners = new Set<() => void>();
const settleListeners = new Set<(outcome: SubmissionOutcome, settled: PendingSubmission[]) => void>();

function write(entries: PendingSubmission[]) {
  if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  else localStorage.removeItem(STORAGE_KEY);
  changeListeners.forEach((listener) => listener());
}

export function addPendingSubmission(entry: PendingSubmission) {
  write([...readPendingSubmissions().filter((pending) => pending.id !== entry.id), entry]);
}

/**
 * The server stored them: removes the given submissions from the list and tells this tab's
 * listeners about them. One another tab already settled is not reported again, so its toast shows
 * once.
 */
export function confirmPendingSubmissions(ids: readonly string[]): PendingSubmission[] {
  const pending = readPendingSubmissions();
  const settled = pending.filter((entry) => ids.includes(entry.id));
  if (!settled.length) return [];
  write(pending.filter((entry) => !ids.includes(entry.id)));
  settleListeners.forEach((listener) => listener('sent', settled));
  return settled;
}

/**
 * Marks a waiting submission as refused, keeping everything typed. Reported once: one already
 * refused (here or in another tab) or no longer listed is left as it is.
 */
export function refusePendingSubmission(id: string, reason: RefusalReason): PendingSubmission | null {
  const pending = readPendingSubmissions();
  const entry = pending.find((candidate) => candidate.id === id);
  if (!entry || entry.refused) return null;
  const refused = { ...entry, refused: { reason, at: new Date().toISOString() } };
  write(pending.map((candidate) => (candidate.id === id ? refused : candidate)));
  settleListeners.forEach((listener) => listener('refused', [refused]));
  return refused;
}

/** The server asked to send it again at `retryAt` (ISO): it stays waiting until then. */
export function holdPendingSubmission(id: string, retryAt: string) {
  write(readPendingSubmissions().map((entry) => (entry.id === id ? { ...entry, retryAt } : entry)));
}

/** The visitor discarded a refused submission, or sent it again (as a new submission). */
export function removePendingSubmission(id: string) {
  write(readPendingSubmissions().filter((entry) => entry.id !== id));
}

/** Calls `listener` whenever the list changes, in this tab or another one. */
export function subscribeToPendingSubmissions(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  changeListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function onPendingSubmissionsSettled(
  listener: (outcome: SubmissionOutcome, settled: PendingSubmission[]) => void,
): () => void {
  settleListeners.add(listener);
  return () => {
    settleListeners.delete(listener);
  };
}
