import { afterEach, describe, expect, it } from 'vitest';
import { isSiteReachable, reportReachable } from '@/lib/connectivity';
import { createQueryClient } from './query-client';

// Also cancels the probe an unreachable report schedules.
afterEach(() => reportReachable());

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

  it('leaves it alone when the server answered with a refusal', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['refused'], queryFn: failingWith('permission-denied'), retry: false })
      .catch(() => {});
    expect(isSiteReachable()).toBe(true);
  });
});
