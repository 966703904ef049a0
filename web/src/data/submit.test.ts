import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPendingSubmission, onPendingSubmissionsSettled } from './pending-submission-changes';
import { readPendingSubmissions, type PendingSubmission } from './pending-submissions';
import { isPostingOpenToApplications } from './job-postings';
import { receiptExists } from './submission-receipts';
import { ACKNOWLEDGEMENT_TIMEOUT_MS, RECEIPT_WAIT_MS, sendQueuedSubmissions, submitDocument } from './submit';

const setDoc = vi.fn();
const getDocFromCache = vi.fn();
const waitForPendingWrites = vi.fn();
let nextId = 0;
vi.mock('@/lib/firestore', () => ({
  loadFirestore: async () => ({
    db: {},
    sdk: {
      collection: (_db: unknown, name: string) => ({ name }),
      doc: () => ({ id: `id-${++nextId}` }),
      setDoc: (...args: unknown[]) => setDoc(...args),
      getDocFromCache: (...args: unknown[]) => getDocFromCache(...args),
      serverTimestamp: () => 'SERVER_TIME',
      waitForPendingWrites: () => waitForPendingWrites(),
    },
  }),
}));
vi.mock('./submission-receipts', () => ({ receiptExists: vi.fn() }));
vi.mock('./job-postings', () => ({ isPostingOpenToApplications: vi.fn() }));

/** The receipts the server holds, by submission id. */
const receipts = new Set<string>();

/** A write whose server answer the test gives. */
function controlledWrite() {
  let acknowledge = () => {};
  let refuse = (_error: Error) => {};
  setDoc.mockReturnValue(
    new Promise<void>((resolve, reject) => {
      acknowledge = resolve;
      refuse = reject;
    }),
  );
  return { acknowledge: () => acknowledge(), refuse: (error: Error) => refuse(error) };
}

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

const typed = { fields: { name: 'Aline', message: 'Please call me.' } };
const application = {
  fields: { full_name: 'Eric', email: 'eric@example.com' },
  posting: { id: 'job-1', title: 'Network Engineer' },
};

const listed = (id: string) => readPendingSubmissions().find((entry) => entry.id === id);

beforeEach(() => {
  // The local cache answers at once unless a test holds it back.
  getDocFromCache.mockResolvedValue(undefined);
  waitForPendingWrites.mockResolvedValue(undefined);
  vi.mocked(receiptExists).mockImplementation(async (id) => receipts.has(id));
  vi.mocked(isPostingOpenToApplications).mockResolvedValue(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  setDoc.mockReset();
  getDocFromCache.mockReset();
  waitForPendingWrites.mockReset();
  receipts.clear();
  localStorage.clear();
});

describe('submitDocument', () => {
  it('online, waits for the server and lists nothing as pending', async () => {
    const write = controlledWrite();
    const result = submitDocument('contact_messages', { name: 'Aline' }, typed);
    await vi.waitFor(() => expect(setDoc).toHaveBeenCalledOnce());
    write.acknowledge();
    await expect(result).resolves.toEqual({ id: expect.any(String), queued: false });
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('offline, returns at once and lists the submission, with what was typed, until its receipt is read', async () => {
    goOffline();
    const write = controlledWrite();
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    const { id, queued } = await submitDocument('job_applications', { full_name: 'Eric' }, application);
    expect(queued).toBe(true);
    expect(readPendingSubmissions()).toEqual([
      { id, collection: 'job_applications', createdAt: expect.any(String), ...application },
    ]);
    write.acknowledge();
    // Acknowledged, but no receipt yet: still listed, and no success reported.
    await vi.waitFor(() => expect(receiptExists).toHaveBeenCalledWith(id));
    expect(listed(id)).toMatchObject({ fields: application.fields });
    expect(settled).not.toHaveBeenCalled();
    receipts.add(id);
    await vi.waitFor(() => expect(readPendingSubmissions()).toEqual([]), { timeout: 3000 });
    expect(settled).toHaveBeenCalledWith('sent', [expect.objectContaining({ id })]);
    stop();
  });

  it('offline, says "queued" only once the write is stored on this device', async () => {
    goOffline();
    controlledWrite();
    let stored = () => {};
    getDocFromCache.mockReturnValue(new Promise<void>((resolve) => (stored = resolve)));
    const answered = vi.fn();
    const result = submitDocument('contact_messages', { name: 'Aline' }, typed).then(answered);
    await vi.waitFor(() => expect(getDocFromCache).toHaveBeenCalledOnce());
    expect(setDoc.mock.invocationCallOrder[0]).toBeLessThan(getDocFromCache.mock.invocationCallOrder[0]!);
    expect(getDocFromCache.mock.calls[0]?.[0]).toBe(setDoc.mock.calls[0]?.[0]);
    await Promise.resolve();
    expect(answered).not.toHaveBeenCalled();
    expect(readPendingSubmissions()).toEqual([]);
    stored();
    await result;
    expect(answered).toHaveBeenCalledWith({ id: expect.any(String), queued: true });
  });

  it('keeps a queued submission the server refused, with everything typed, and reports it once', async () => {
    goOffline();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = controlledWrite();
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    const { id } = await submitDocument('partnership_requests', { company_name: 'Acme' }, typed);
    write.refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith('refused', [expect.anything()]));
    expect(listed(id)).toMatchObject({ fields: typed.fields, refused: { reason: 'refused' } });
    expect(settled).toHaveBeenCalledOnce();
    stop();
  });

  it('says an application was refused because its posting closed, when the posting is no longer open', async () => {
    goOffline();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(isPostingOpenToApplications).mockResolvedValue(false);
    const write = controlledWrite();
    const { id } = await submitDocument('job_applications', { full_name: 'Eric' }, application);
    write.refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(listed(id)?.refused?.reason).toBe('posting-closed'));
    expect(isPostingOpenToApplications).toHaveBeenCalledWith('job-1');
  });

  it('online but unanswered (a dead connection), queues the submission after the timeout', async () => {
    vi.useFakeTimers();
    controlledWrite();
    const result = submitDocument('contact_messages', { name: 'Aline' }, typed);
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ queued: true });
    expect(readPendingSubmissions()).toHaveLength(1);
  });
});

describe('sendQueuedSubmissions', () => {
  /** A submission queued in an earlier visit: only the list remains in this page. */
  const queuedEarlier = (entry: Partial<PendingSubmission> & { id: string }) =>
    addPendingSubmission({ collection: 'contact_messages', createdAt: 'then', ...typed, ...entry });

  it('confirms a listed submission only once Firestore has sent the queued writes and its receipt is read', async () => {
    queuedEarlier({ id: 'a' });
    receipts.add('a');
    let drained = () => {};
    waitForPendingWrites.mockReturnValue(new Promise<void>((resolve) => (drained = resolve)));
    const sending = sendQueuedSubmissions();
    await vi.waitFor(() => expect(waitForPendingWrites).toHaveBeenCalledOnce());
    expect(receiptExists).not.toHaveBeenCalled();
    drained();
    await sending;
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('waits for a receipt the Function writes late, checking again and again', async () => {
    vi.useFakeTimers();
    queuedEarlier({ id: 'a' });
    const sending = sendQueuedSubmissions();
    await vi.advanceTimersByTimeAsync(RECEIPT_WAIT_MS / 2);
    expect(listed('a')?.refused).toBeUndefined();
    expect(vi.mocked(receiptExists).mock.calls.length).toBeGreaterThan(2);
    receipts.add('a');
    await vi.advanceTimersByTimeAsync(RECEIPT_WAIT_MS / 2);
    await sending;
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('shows a submission whose receipt never comes as not confirmed, keeping what was typed', async () => {
    vi.useFakeTimers();
    queuedEarlier({ id: 'a' });
    queuedEarlier({ id: 'b', collection: 'job_applications', ...application });
    vi.mocked(isPostingOpenToApplications).mockResolvedValue(false);
    const sending = sendQueuedSubmissions();
    await vi.advanceTimersByTimeAsync(RECEIPT_WAIT_MS + 20_000);
    await sending;
    expect(listed('a')).toMatchObject({ fields: typed.fields, refused: { reason: 'unconfirmed' } });
    expect(listed('b')).toMatchObject({ fields: application.fields, refused: { reason: 'posting-closed' } });
  });

  it('leaves the submissions waiting when the server cannot be reached for their receipts', async () => {
    queuedEarlier({ id: 'a' });
    vi.mocked(receiptExists).mockRejectedValue(new Error('unavailable'));
    await expect(sendQueuedSubmissions()).rejects.toThrow('unavailable');
    expect(listed('a')).toBeDefined();
    expect(listed('a')?.refused).toBeUndefined();
  });

  it('settles as sent a refused submission whose receipt came after all', async () => {
    queuedEarlier({ id: 'a', refused: { reason: 'unconfirmed', at: 'then' } });
    receipts.add('a');
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    await sendQueuedSubmissions();
    expect(readPendingSubmissions()).toEqual([]);
    expect(settled).toHaveBeenCalledWith('sent', [expect.objectContaining({ id: 'a' })]);
    stop();
  });

  it('does not start Firestore when nothing is listed', async () => {
    await sendQueuedSubmissions();
    expect(waitForPendingWrites).not.toHaveBeenCalled();
  });
});
