import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from './contact-messages';

const setDoc = vi.fn();
const ref = { id: 'generated-id' };
vi.mock('@/lib/firestore', () => ({
  loadFirestore: async () => ({
    db: {},
    sdk: {
      collection: (_db: unknown, name: string) => ({ name }),
      doc: vi.fn(() => ref),
      setDoc: (...args: unknown[]) => setDoc(...args),
      // The queued write is stored on the device at once here (submit.test.ts holds it back).
      getDocFromCache: async () => undefined,
      serverTimestamp: () => 'SERVER_TIME',
    },
  }),
}));

const message = {
  name: 'Aline',
  email: 'aline@example.rw',
  phone: '0788000111',
  message: 'Please call me back.',
};

afterEach(() => {
  vi.restoreAllMocks();
  setDoc.mockReset();
});

describe('submitContactMessage', () => {
  it('writes exactly the allowed keys with a server timestamp and waits for the server online', async () => {
    let acknowledge = () => {};
    setDoc.mockReturnValue(new Promise<void>((resolve) => (acknowledge = resolve)));
    let settled = false;
    const result = submitContactMessage(message).then((value) => {
      settled = true;
      return value;
    });
    await vi.waitFor(() => expect(setDoc).toHaveBeenCalledOnce());
    expect(setDoc).toHaveBeenCalledWith(ref, { ...message, created_at: 'SERVER_TIME' });
    expect(settled).toBe(false);
    acknowledge();
    await expect(result).resolves.toEqual({ id: 'generated-id', queued: false });
  });

  it('passes a refused write on to the caller', async () => {
    setDoc.mockRejectedValue(new Error('permission-denied'));
    await expect(submitContactMessage(message)).rejects.toThrow('permission-denied');
  });

  it('does not wait for the server while offline: the write stays queued on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setDoc.mockReturnValue(new Promise(() => {}));
    await expect(submitContactMessage(message)).resolves.toEqual({ id: 'generated-id', queued: true });
    expect(setDoc).toHaveBeenCalledOnce();
  });
});
