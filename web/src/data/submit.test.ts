import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firestore';
import { submitDocument } from './submit';

vi.mock('@/lib/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };

function fakeFirestore(setDoc: (ref: unknown, data: unknown) => Promise<void>) {
  const sdk = {
    collection: vi.fn((_db: unknown, name: string) => ({ name })),
    doc: vi.fn((collection: { name: string }) => ({
      id: 'generated-id',
      path: `${collection.name}/generated-id`,
    })),
    setDoc: vi.fn(setDoc),
    serverTimestamp: vi.fn(() => SERVER_TIME),
  };
  vi.mocked(loadFirestore).mockResolvedValue({ db: {}, sdk } as never);
  return sdk;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('submitDocument', () => {
  it('writes the data with a server created_at under a new id and waits for the server online', async () => {
    setOnline(true);
    const sdk = fakeFirestore(() => Promise.resolve());
    const result = await submitDocument('partnership_requests', { company_name: 'Acme' });

    expect(result).toEqual({ id: 'generated-id', queued: false });
    expect(sdk.collection).toHaveBeenCalledWith({}, 'partnership_requests');
    expect(sdk.setDoc).toHaveBeenCalledWith(
      { id: 'generated-id', path: 'partnership_requests/generated-id' },
      { company_name: 'Acme', created_at: SERVER_TIME },
    );
  });

  it('passes a refusal on when online, so the form can say it failed', async () => {
    setOnline(true);
    fakeFirestore(() => Promise.reject(new Error('permission-denied')));
    await expect(submitDocument('job_applications', {})).rejects.toThrow('permission-denied');
  });

  it('does not wait for the server offline: the write is queued on the device', async () => {
    setOnline(false);
    const sdk = fakeFirestore(() => new Promise(() => {}));
    const result = await submitDocument('job_applications', { full_name: 'Aline' });

    expect(result).toEqual({ id: 'generated-id', queued: true });
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
  });

  it('logs a queued write that the server refuses later', async () => {
    setOnline(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse: (error: Error) => void = () => {};
    fakeFirestore(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    await submitDocument('job_applications', {});
    refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });
});
