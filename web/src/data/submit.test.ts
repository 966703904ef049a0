import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPendingSubmission, onPendingSubmissionsSettled } from './pending-submission-changes';
import { readPendingSubmissions, type PendingSubmission } from './pending-submissions';
import {
  ACKNOWLEDGEMENT_TIMEOUT_MS,
  minutesToWait,
  nextRetryTime,
  sendQueuedSubmissions,
  submitDocument,
  SubmissionRefusedError,
  TooManySubmissionsError,
} from './submit';

vi.mock('@/lib/app-check-header', () => ({
  appCheckHeaders: async () => ({ 'X-Firebase-AppCheck': 'app-check-token' }),
}));

type Request = { url: string; id: string; fields: Record<string, unknown>; headers: Record<string, string> };

/** The requests this page sent, and the answers the server gives, in order (a status, or a throw). */
const requests: Request[] = [];
let answers: (number | [number, unknown] | Error | 'never')[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const { id, fields } = JSON.parse(String(init.body)) as { id: string; fields: Record<string, unknown> };
    requests.push({ url, id, fields, headers: init.headers as Record<string, string> });
    const answer = answers.shift() ?? 201;
    if (answer === 'never') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
    if (answer instanceof Error) return Promise.reject(answer);
    const [status, body] = Array.isArray(answer) ? answer : [answer, answer < 300 ? { id } : {}];
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  requests.length = 0;
  answers = [];
  localStorage.clear();
});

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

const message = { name: 'Aline', email: 'aline@example.rw', phone: '0788000111', message: 'Please call me.' };
const typed = { fields: message };
const application = {
  fields: {
    full_name: 'Eric',
    email: 'eric@example.com',
    phone: '',
    resume_url: 'https://cv',
    cover_letter: '',
  },
  posting: { id: 'job-1', title: 'Network Engineer' },
};

const listed = (id: string) => readPendingSubmissions().find((entry) => entry.id === id);

describe('submitDocument', () => {
  it('online, posts the fields under an id of its own, with the App Check token, and lists nothing', async () => {
    const result = await submitDocument('contact_messages', message, typed);
    expect(result).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), queued: false });
    expect(requests).toEqual([
      {
        url: '/api/submissions/contact_messages',
        id: result.id,
        fields: message,
        headers: { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': 'app-check-token' },
      },
    ]);
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('online, passes a refusal on to the form with the message under each field, listing nothing', async () => {
    answers = [[400, { errors: { email: 'Invalid email address' } }]];
    const refusal = submitDocument('contact_messages', message, typed);
    await expect(refusal).rejects.toBeInstanceOf(SubmissionRefusedError);
    await expect(refusal).rejects.toMatchObject({
      reason: 'refused',
      fieldErrors: { email: 'Invalid email address' },
    });
    answers = [[409, { reason: 'posting-closed' }]];
    await expect(submitDocument('job_applications', {}, application)).rejects.toMatchObject({
      reason: 'posting-closed',
    });
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('online, tells a sender past the limit how long to wait, listing nothing', async () => {
    answers = [[429, { retryAfterSeconds: 150 }]];
    const error = await submitDocument('contact_messages', message, typed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManySubmissionsError);
    expect(minutesToWait(error)).toBe(3);
    expect(minutesToWait(new Error('other'))).toBeNull();
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('online, fails when the server cannot take it, listing nothing', async () => {
    answers = [500];
    await expect(submitDocument('contact_messages', message, typed)).rejects.toThrow('(500)');
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('offline, lists the submission with what was typed at once, without sending', async () => {
    goOffline();
    const { id, queued } = await submitDocument('job_applications', {}, application);
    expect(queued).toBe(true);
    expect(requests).toEqual([]);
    expect(readPendingSubmissions()).toEqual([
      { id, collection: 'job_applications', createdAt: expect.any(String), ...application },
    ]);
  });

  it('online but unanswered (a dead connection), lists it after the timeout', async () => {
    vi.useFakeTimers();
    answers = ['never'];
    const result = submitDocument('contact_messages', message, typed);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ queued: true });
    expect(readPendingSubmissions()).toHaveLength(1);
  });

  it('lists it on a network error', async () => {
    answers = [new TypeError('Failed to fetch')];
    const { id, queued } = await submitDocument('contact_messages', message, typed);
    expect(queued).toBe(true);
    expect(listed(id)).toMatchObject({ fields: message });
  });
});

describe('sendQueuedSubmissions', () => {
  /** A submission queued in an earlier visit: only the list remains in this page. */
  const queuedEarlier = (entry: Partial<PendingSubmission> & { id: string }) =>
    addPendingSubmission({ collection: 'contact_messages', createdAt: 'then', ...typed, ...entry });

  it('sends each under its own id, with what was typed (an application with its posting), and reports each sent once', async () => {
    queuedEarlier({ id: 'a' });
    queuedEarlier({ id: 'b', collection: 'job_applications', ...application });
    answers = [201, 200];
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    await sendQueuedSubmissions();
    expect(requests.map(({ url, id, fields }) => ({ url, id, fields }))).toEqual([
      { url: '/api/submissions/contact_messages', id: 'a', fields: message },
      {
        url: '/api/submissions/job_applications',
        id: 'b',
        fields: { ...application.fields, job_posting_id: 'job-1' },
      },
    ]);
    expect(readPendingSubmissions()).toEqual([]);
    expect(
      settled.mock.calls.map(([outcome, entries]) => [outcome, entries.map((e: PendingSubmission) => e.id)]),
    ).toEqual([
      ['sent', ['a']],
      ['sent', ['b']],
    ]);
    await sendQueuedSubmissions();
    expect(settled).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps a refused one, with everything typed and the server’s reason', async () => {
    queuedEarlier({ id: 'a' });
    queuedEarlier({ id: 'b', collection: 'job_applications', ...application });
    answers = [400, [409, { reason: 'posting-closed' }]];
    await sendQueuedSubmissions();
    expect(listed('a')).toMatchObject({ fields: message, refused: { reason: 'refused' } });
    expect(listed('b')).toMatchObject({ fields: application.fields, refused: { reason: 'posting-closed' } });
    await sendQueuedSubmissions();
    expect(requests).toHaveLength(2);
  });

  it('keeps one the server asks to wait, until the time it gave', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9) });
    queuedEarlier({ id: 'a' });
    answers = [[429, { retryAfterSeconds: 120 }]];
    await sendQueuedSubmissions();
    expect(listed('a')).toMatchObject({ retryAt: new Date(Date.UTC(2026, 0, 5, 9, 2)).toISOString() });
    expect(listed('a')?.refused).toBeUndefined();
    expect(nextRetryTime()).toBe(Date.UTC(2026, 0, 5, 9, 2));
    await sendQueuedSubmissions();
    expect(requests).toHaveLength(1);
    vi.setSystemTime(Date.UTC(2026, 0, 5, 9, 2));
    await sendQueuedSubmissions();
    expect(requests).toHaveLength(2);
    expect(readPendingSubmissions()).toEqual([]);
    expect(nextRetryTime()).toBeNull();
  });

  it('rejects when the server cannot be reached, leaving them waiting', async () => {
    queuedEarlier({ id: 'a' });
    queuedEarlier({ id: 'b' });
    answers = [new TypeError('Failed to fetch')];
    await expect(sendQueuedSubmissions()).rejects.toThrow('could not be reached');
    expect(requests).toHaveLength(1);
    expect(readPendingSubmissions().map((entry) => [entry.id, entry.refused])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ]);
  });

  it('sends one at a time even when two syncs start together', async () => {
    queuedEarlier({ id: 'a' });
    await Promise.all([sendQueuedSubmissions(), sendQueuedSubmissions()]);
    expect(requests.map((request) => request.id)).toEqual(['a']);
  });

  it('sends nothing when nothing is listed', async () => {
    await sendQueuedSubmissions();
    expect(requests).toEqual([]);
  });
});
