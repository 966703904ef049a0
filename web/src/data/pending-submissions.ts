/**
 * Public submissions queued on this device while offline. Firestore keeps the writes themselves
 * but has no counter, cannot be asked whether a write restored after a reload was refused, and a
 * visitor cannot read a submission back; so we keep our own list, in localStorage so that it
 * survives a reload and a closed tab, and is shared by every open tab.
 *
 * Each entry holds what the visitor typed. It leaves the list only when the server's receipt for
 * it has been read (it arrived), or when the visitor discards it. A submission the server refused
 * stays, marked `refused`, so the visitor can see it, correct it and send it again.
 *
 * This module reads the list, and the boot script (main.tsx) imports it to know whether to start
 * the app at once; the changes to the list are in pending-submission-changes.ts, loaded with the app.
 */
import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from '@kigali/domain/submission-collections';

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

export const STORAGE_KEY = 'kigali.pendingSubmissions';

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
