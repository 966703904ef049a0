/**
 * Public submissions queued on this device while offline (or while the server did not answer), in
 * localStorage so that they survive a reload and a closed tab, and are shared by every open tab.
 *
 * Each entry holds what the visitor typed, which is what is sent again, under the same id, when the
 * connection returns (data/submit.ts). It leaves the list only when the server has answered that it
 * is stored, or when the visitor discards it. A submission the server refused stays, marked
 * `refused`, so the visitor can see it, correct it and send it again; one the server asked to wait
 * (its sender past the forms' limit) stays waiting until `retryAt`.
 *
 * This module reads the list, and the boot script imports its key to keep a form sent before the
 * page is hydrated (app/held-submissions.ts); the changes to the list are in
 * pending-submission-changes.ts, loaded with the app.
 */
import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from '@kigali/domain/submission-collections';

/** The form's fields as the visitor typed them (empty optional fields included). */
export type SubmissionFields = Record<string, string>;

/**
 * Why a submission did not arrive, in terms the visitor can act on:
 * - `posting-closed`: the job posting was closed or passed its deadline before the application
 *   reached the server;
 * - `refused`: the server refused what was typed;
 * - `unconfirmed`: listed by an earlier version of the site, which could not learn whether it
 *   arrived; the visitor decides whether to send it again.
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
  /** When the server may take it: it asked this sender to wait (too many submissions at once). */
  retryAt?: string;
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
    (entry.refused === undefined || REFUSAL_REASONS.includes(entry.refused.reason)) &&
    (entry.retryAt === undefined || typeof entry.retryAt === 'string')
  );
};

/** Every entry: those waiting to be sent and those refused. */
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
