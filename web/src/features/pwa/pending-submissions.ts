/**
 * Public submissions queued on this device while offline. Firestore keeps the writes themselves
 * but has no counter, cannot be asked whether a write restored after a reload was refused, and a
 * visitor cannot read a submission back; so we keep our own list, in localStorage so that it
 * survives a reload and a closed tab, and is shared by every open tab.
 *
 * Each entry holds what the visitor typed. It leaves the list only when the server's receipt for
 * it has been read (it arrived), or when the visitor discards it. A submission the server refused
 * stays, marked `refused`, so the visitor can see it, correct it and send it again.
 */
export const SUBMISSION_COLLECTIONS = [
  'contact_messages',
  'job_applications',
  'partnership_requests',
] as const;
export type SubmissionCollection = (typeof SUBMISSION_COLLECTIONS)[number];

/** The form's fields as the visitor typed them (empty optional fields included). */
export type SubmissionFields = Record<string, string>;

/**
 * Why a submission did not arrive, in terms the visitor can act on:
 * - `posting-closed`: the job posting was closed or passed its deadline before the application
 *   reached the server;
 * - `refused`: the server refused it (its answer reached this page);
 * - `unconfirmed`: no receipt came long after the write was sent (see data/submit.ts).
 */
export type RefusalReason = 'posting-closed' | 'refused' | 'unconfirmed';

export type PendingSubmission = {
  id: string;
  collection: SubmissionCollection;
  createdAt: string;
  fields: SubmissionFields;
  /** For a job application: the posting it was made to, to name it and to check it is still open. */
  posting?: { id: string; title: string };
  refused?: { reason: RefusalReason; at: string };
};

/** How a queued submission ended for now: its receipt arrived, or it was refused. */
export type SubmissionOutcome = 'sent' | 'refused';

const STORAGE_KEY = 'kigali.pendingSubmissions';

const REFUSAL_REASONS: readonly unknown[] = ['posting-closed', 'refused', 'unconfirmed'];

const isStringRecord = (value: unknown): value is SubmissionFields =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string');

const isPendingSubmission = (value: unknown): value is PendingSubmission => {
  const entry = value as Partial<PendingSubmission> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.createdAt === 'string' &&
    (SUBMISSION_COLLECTIONS as readonly unknown[]).includes(entry.collection) &&
    // Entries listed before the form's fields were kept have none.
    (entry.fields === undefined || isStringRecord(entry.fields)) &&
    (entry.posting === undefined || isStringRecord(entry.posting)) &&
    (entry.refused === undefined || REFUSAL_REASONS.includes(entry.refused.reason))
  );
};

/** Every entry: those waiting for their receipt and those refused. */
export const readPendingSubmissions = () => parsePendingSubmissions(pendingSubmissionsSnapshot());

/** The list as stored: a value that changes only when the list does (for useSyncExternalStore). */
export const pendingSubmissionsSnapshot = () => localStorage.getItem(STORAGE_KEY);

export function parsePendingSubmissions(snapshot: string | null): PendingSubmission[] {
  try {
    const stored: unknown = JSON.parse(snapshot ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(isPendingSubmission).map((entry) => ({ ...entry, fields: entry.fields ?? {} }));
  } catch {
    return [];
  }
}

/** The submissions still on their way (the header's counter). */
export const waitingSubmissions = () => readPendingSubmissions().filter((entry) => !entry.refused);

/** The submissions the server did not take, until the visitor sends them again or discards them. */
export const refusedSubmissions = () => readPendingSubmissions().filter((entry) => entry.refused);

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
 * Their receipts arrived: removes the given submissions (waiting or refused) from the list and
 * tells this tab's listeners about them. One another tab already settled is not reported again,
 * so its toast shows once.
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
