import { describe, expect, it } from 'vitest';
import { isNotAvailableOffline } from './offline-read';

describe('isNotAvailableOffline', () => {
  it("recognises Firestore's unavailable code, nothing else", () => {
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
