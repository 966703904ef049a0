import type { Firestore, QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isNotAvailableOffline } from '@/data/offline-read';
import { cacheMissesUnavailable, type FirestoreSdk } from './firestore';

/** The full SDK answering every query with the given snapshot. */
function readerAnswering(empty: boolean, fromCache: boolean) {
  const answer = { empty, docs: [], metadata: { fromCache } } as unknown as QuerySnapshot;
  const sdk = { getDocs: async () => answer } as unknown as FirestoreSdk;
  return { answer, reader: cacheMissesUnavailable({ db: {} as Firestore, sdk }) };
}

describe('lists read by cacheMissesUnavailable', () => {
  it('fail as unavailable when the answer is empty and came from the cache: nothing was cached', async () => {
    const { reader } = readerAnswering(true, true);
    const read = reader.sdk.getDocs({} as never);
    await expect(read).rejects.toMatchObject({ code: 'unavailable' });
    expect(isNotAvailableOffline(await read.catch((error: unknown) => error))).toBe(true);
  });

  it("pass on the server's answers, empty or not, and what the cache holds", async () => {
    for (const [empty, fromCache] of [
      [true, false],
      [false, false],
      [false, true],
    ] as const) {
      const { answer, reader } = readerAnswering(empty, fromCache);
      await expect(reader.sdk.getDocs({} as never)).resolves.toBe(answer);
    }
  });
});
