import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPendingSubmissionsSettled, readPendingSubmissions } from '@/features/pwa/pending-submissions';
import { ACKNOWLEDGEMENT_TIMEOUT_MS, sendQueuedSubmissions, submitDocument } from './submit';

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

beforeEach(() => {
  // The local cache answers at once unless a test holds it back.
  getDocFromCache.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setDoc.mockReset();
  getDocFromCache.mockReset();
  waitForPendingWrites.mockReset();
  localStorage.clear();
});

describe('submitDocument', () => {
  it('online, waits for the server and lists nothing as pending', async () => {
    const write = controlledWrite();
    const result = submitDocument('contact_messages', { name: 'Aline' });
    await vi.waitFor(() => expect(setDoc).toHaveBeenCalledOnce());
    write.acknowledge();
    await expect(result).resolves.toEqual({ id: expect.any(String), queued: false });
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('offline, returns at once and lists the submission until the server acknowledges it', async () => {
    goOffline();
    const write = controlledWrite();
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    const { id, queued } = await submitDocument('job_applications', { full_name: 'Eric' });
    expect(queued).toBe(true);
    expect(readPendingSubmissions()).toEqual([
      { id, collection: 'job_applications', createdAt: expect.any(String) },
    ]);
    write.acknowledge();
    await vi.waitFor(() => expect(readPendingSubmissions()).toEqual([]));
    expect(settled).toHaveBeenCalledWith('sent', [expect.objectContaining({ id })]);
    stop();
  });

  it('offline, says "queued" only once the write is stored on this device', async () => {
    goOffline();
    controlledWrite();
    let stored = () => {};
    getDocFromCache.mockReturnValue(new Promise<void>((resolve) => (stored = resolve)));
    const answered = vi.fn();
    const result = submitDocument('contact_messages', { name: 'Aline' }).then(answered);
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

  it('reports a queued submission the server refused, and no longer lists it', async () => {
    goOffline();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = controlledWrite();
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    await submitDocument('partnership_requests', { company_name: 'Acme' });
    write.refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith('refused', [expect.anything()]));
    expect(readPendingSubmissions()).toEqual([]);
    stop();
  });

  it('online but unanswered (a dead connection), queues the submission after the timeout', async () => {
    vi.useFakeTimers();
    controlledWrite();
    const result = submitDocument('contact_messages', { name: 'Aline' });
    await vi.advanceTimersByTimeAsync(ACKNOWLEDGEMENT_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ queued: true });
    expect(readPendingSubmissions()).toHaveLength(1);
  });
});

describe('sendQueuedSubmissions', () => {
  it('clears the submissions listed before once Firestore has sent every queued write', async () => {
    goOffline();
    controlledWrite();
    await submitDocument('contact_messages', { name: 'Aline' });
    let drained = () => {};
    waitForPendingWrites.mockReturnValue(new Promise<void>((resolve) => (drained = resolve)));
    const sending = sendQueuedSubmissions();
    await vi.waitFor(() => expect(waitForPendingWrites).toHaveBeenCalledOnce());
    expect(readPendingSubmissions()).toHaveLength(1);
    drained();
    await sending;
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('does not start Firestore when nothing is waiting', async () => {
    await sendQueuedSubmissions();
    expect(waitForPendingWrites).not.toHaveBeenCalled();
  });
});
