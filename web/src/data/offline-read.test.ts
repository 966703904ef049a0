import type { QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isNotAvailableOffline, NotAvailableOfflineError, throwIfOfflineMiss } from './offline-read';

const snapshot = (empty: boolean, fromCache: boolean) =>
  ({ empty, metadata: { fromCache } }) as QuerySnapshot;

describe('throwIfOfflineMiss', () => {
  it('treats an empty answer from the cache as not available offline', () => {
    expect(() => throwIfOfflineMiss(snapshot(true, true), 'Product x')).toThrow(NotAvailableOfflineError);
  });

  it('lets an empty answer from the server through: the document does not exist', () => {
    expect(() => throwIfOfflineMiss(snapshot(true, false), 'Product x')).not.toThrow();
  });

  it('lets a cached match through', () => {
    expect(() => throwIfOfflineMiss(snapshot(false, true), 'Product x')).not.toThrow();
  });

  it("takes Firestore Lite's empty answer, which has no metadata, as the server's", () => {
    expect(() => throwIfOfflineMiss({ empty: true } as QuerySnapshot, 'Product x')).not.toThrow();
  });
});

describe('isNotAvailableOffline', () => {
  it("recognises our error and Firestore's unavailable code, nothing else", () => {
    expect(isNotAvailableOffline(new NotAvailableOfflineError('x'))).toBe(true);
    expect(
      isNotAvailableOffline({
        code: 'unavailable',
        message: 'Failed to get document because the client is offline.',
      }),
    ).toBe(true);
    expect(isNotAvailableOffline({ code: 'permission-denied' })).toBe(false);
    expect(isNotAvailableOffline(new Error('boom'))).toBe(false);
    expect(isNotAvailableOffline(null)).toBe(false);
  });
});
