/**
 * Public submissions queued on this device while offline (design.md section 7). Firestore keeps
 * the writes themselves but has no counter, so we keep our own list, in localStorage so that it
 * survives a reload and a closed tab, and is shared by every open tab.
 */
export const SUBMISSION_COLLECTIONS = [
  'contact_messages',
  'job_applications',
  'partnership_requests',
] as const;
export type SubmissionCollection = (typeof SUBMISSION_COLLECTIONS)[number];

export type PendingSubmission = { id: string; collection: SubmissionCollection; createdAt: string };

/** How a queued submission ended: the server stored it, or the security rules refused it. */
export type SubmissionOutcome = 'sent' | 'refused';

const STORAGE_KEY = 'kigali.pendingSubmissions';

const isPendingSubmission = (value: unknown): value is PendingSubmission => {
  const entry = value as Partial<PendingSubmission> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.createdAt === 'string' &&
    (SUBMISSION_COLLECTIONS as readonly unknown[]).includes(entry.collection)
  );
};

export function readPendingSubmissions(): PendingSubmission[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPendingSubmission) : [];
  } catch {
    return [];
  }
}

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
 * Removes the given submissions from the list and tells this tab's listeners about the ones it
 * removed. A submission another tab already settled is not reported again, so its toast shows once.
 */
export function settlePendingSubmissions(
  ids: readonly string[],
  outcome: SubmissionOutcome,
): PendingSubmission[] {
  const pending = readPendingSubmissions();
  const settled = pending.filter((entry) => ids.includes(entry.id));
  if (!settled.length) return [];
  write(pending.filter((entry) => !ids.includes(entry.id)));
  settleListeners.forEach((listener) => listener(outcome, settled));
  return settled;
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
