import type { SubmissionCollection } from '@kigali/domain';
import { appCheckHeaders } from '@/lib/app-check-header';
import { reportUnreachable } from '@/lib/connectivity';
import {
  addPendingSubmission,
  confirmPendingSubmissions,
  holdPendingSubmission,
  refusePendingSubmission,
} from './pending-submission-changes';
import { readPendingSubmissions, type PendingSubmission } from './pending-submissions';

/** How a public submission ended: stored by the server, or queued on this device while offline. */
export type SubmitResult = { id: string; queued: boolean };

/** What this device keeps of a queued submission: what the visitor typed, and the posting applied to. */
export type SubmissionDraft = Pick<PendingSubmission, 'fields' | 'posting'>;

/**
 * How long a form waits for the server while the browser believes it is online. On dropping
 * mobile data the connection can be gone without an `offline` event; the submission is then queued.
 */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

/** The server refused the submission: what was typed (a message per field), or its posting closed. */
export class SubmissionRefusedError extends Error {
  constructor(
    readonly reason: 'refused' | 'posting-closed',
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(reason === 'posting-closed' ? 'The position is no longer open' : 'The submission was refused');
    this.name = 'SubmissionRefusedError';
  }
}

/** This visitor sent the form too often lately: the server takes another in `retryAfterSeconds`. */
export class TooManySubmissionsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many submissions: try again in ${retryAfterSeconds} s`);
    this.name = 'TooManySubmissionsError';
  }
}

/** The minutes to wait that a refusal for sending too often gives (at least 1), or null for another error. */
export const minutesToWait = (error: unknown): number | null =>
  error instanceof TooManySubmissionsError ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : null;

type Answer =
  | { kind: 'stored' }
  | { kind: 'refused'; reason: 'refused' | 'posting-closed'; fieldErrors: Record<string, string> }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The server answered without a verdict on the submission (App Check, a fault of its own). */
  | { kind: 'failed'; status: number }
  /** No answer: offline, a network error, or none in time. */
  | { kind: 'unanswered' };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Firestore makes them, chosen here so that sending the submission again names the same one. */
function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => ID_ALPHABET[byte % 62]).join('');
}

async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => ({}))) as {
    errors?: Record<string, string>;
    retryAfterSeconds?: number;
  };
  switch (response.status) {
    case 200:
    case 201:
      return { kind: 'stored' };
    case 400:
      return { kind: 'refused', reason: 'refused', fieldErrors: body.errors ?? {} };
    case 409:
      return { kind: 'refused', reason: 'posting-closed', fieldErrors: {} };
    case 429:
      return { kind: 'limited', retryAfterSeconds: Number(body.retryAfterSeconds) || 60 };
    default:
      return { kind: 'failed', status: response.status };
  }
}

/**
 * Sends one submission to the submissions Function (functions/src/submit-public-form.ts), reached on
 * this site's own origin. Its answer is the server's verdict on the submission; no answer within
 * ACKNOWLEDGEMENT_TIMEOUT_MS counts as none (the request may still arrive: sent again under the same
 * id, it is answered "already stored").
 */
async function post(collection: SubmissionCollection, id: string, fields: object): Promise<Answer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      // No answer in time: the connection may be gone without the browser knowing.
      reportUnreachable();
      resolve({ kind: 'unanswered' });
    }, ACKNOWLEDGEMENT_TIMEOUT_MS);
  });
  const attempt = (async () => {
    const headers = { 'Content-Type': 'application/json', ...(await appCheckHeaders()) };
    const response = await fetch(`/api/submissions/${collection}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id, fields }),
      signal: controller.signal,
    });
    return answerOf(response);
  })().catch((): Answer => ({ kind: 'unanswered' }));
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one public submission. Online, the server's answer is the verdict: stored, or refused (a
 * SubmissionRefusedError, a TooManySubmissionsError, or an Error when the server could not take it),
 * and the form keeps what was typed. Offline, or without an answer in time, the submission is listed
 * on this device with what was typed, and sent again under the same id when the connection returns.
 */
export async function submitDocument(
  collectionName: SubmissionCollection,
  data: object,
  draft: SubmissionDraft,
): Promise<SubmitResult> {
  const id = newSubmissionId();
  if (navigator.onLine) {
    const answer = await post(collectionName, id, data);
    switch (answer.kind) {
      case 'stored':
        return { id, queued: false };
      case 'refused':
        throw new SubmissionRefusedError(answer.reason, answer.fieldErrors);
      case 'limited':
        throw new TooManySubmissionsError(answer.retryAfterSeconds);
      case 'failed':
        throw new Error(`The server could not take the submission (${answer.status})`);
      case 'unanswered':
        break;
    }
  }
  addPendingSubmission({ id, collection: collectionName, createdAt: new Date().toISOString(), ...draft });
  return { id, queued: true };
}

/** What a listed submission sends: what was typed, and for an application the posting. */
const fieldsOf = (entry: PendingSubmission) =>
  entry.posting ? { ...entry.fields, job_posting_id: entry.posting.id } : entry.fields;

/** Submissions this tab is sending, so that two syncs never send one twice at once. */
const sending = new Set<string>();

/**
 * Sends the submissions listed on this device (queued in an earlier visit, by a tab since closed, or
 * before the connection returned), one after the other, each under its own id. Stored (or stored
 * already, by an earlier try whose answer was lost): it leaves the list, reported once as sent.
 * Refused: it stays, marked with the reason. Asked to wait: it waits until the time the server
 * gave. Rejects when the server cannot be reached; the rest then stay listed as they are.
 */
export async function sendQueuedSubmissions(): Promise<void> {
  const now = Date.now();
  const due = readPendingSubmissions().filter(
    (entry) =>
      !entry.refused && !sending.has(entry.id) && !(entry.retryAt && Date.parse(entry.retryAt) > now),
  );
  for (const entry of due) {
    sending.add(entry.id);
    try {
      const answer = await post(entry.collection, entry.id, fieldsOf(entry));
      switch (answer.kind) {
        case 'stored':
          confirmPendingSubmissions([entry.id]);
          break;
        case 'refused':
          refusePendingSubmission(entry.id, answer.reason);
          break;
        case 'limited':
          holdPendingSubmission(
            entry.id,
            new Date(Date.now() + answer.retryAfterSeconds * 1000).toISOString(),
          );
          break;
        case 'failed':
          // No verdict on this one: it waits for the next sync.
          break;
        case 'unanswered':
          throw new Error('The server could not be reached: the submissions wait for the connection');
      }
    } finally {
      sending.delete(entry.id);
    }
  }
}

/** When the earliest submission the server asked to wait may be sent (ms), or null when none waits so. */
export function nextRetryTime(): number | null {
  const times = readPendingSubmissions()
    .filter((entry) => !entry.refused && entry.retryAt)
    .map((entry) => Date.parse(entry.retryAt!))
    .filter(Number.isFinite);
  return times.length ? Math.min(...times) : null;
}
