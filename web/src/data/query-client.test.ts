import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSiteReachable, reportReachable } from '@/lib/connectivity';
import { createQueryClient } from './query-client';

afterEach(() => {
  // Also cancels the probe an unreachable report schedules.
  reportReachable();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failingWith = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

describe('createQueryClient', () => {
  it('tells the connectivity store when a read or a write could not reach the server', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['unreachable'], queryFn: failingWith('unavailable'), retry: false })
      .catch(() => {});
    expect(isSiteReachable()).toBe(false);

    reportReachable();
    await client
      .getMutationCache()
      .build(client, { mutationFn: failingWith('unavailable') })
      .execute(undefined)
      .catch(() => {});
    expect(isSiteReachable()).toBe(false);
  });

  it('checks the connection when a write is still unanswered after a few seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const client = createQueryClient();
    void client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise(() => {}) })
      .execute(undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isSiteReachable()).toBe(false);
  });

  it('leaves it alone when the server answered with a refusal', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['refused'], queryFn: failingWith('permission-denied'), retry: false })
      .catch(() => {});
    expect(isSiteReachable()).toBe(true);
  });
});
