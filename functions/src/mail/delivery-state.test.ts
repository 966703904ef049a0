import { describe, expect, it } from 'vitest';
import { decideClaim, describeError, MAX_ATTEMPTS } from './delivery-state';

describe('decideClaim', () => {
  it('claims a new submission as its first attempt', () => {
    expect(decideClaim(undefined)).toEqual({ claim: true, attempts: 1 });
    expect(decideClaim(null)).toEqual({ claim: true, attempts: 1 });
    expect(decideClaim({})).toEqual({ claim: true, attempts: 1 });
  });

  it.each(['sending', 'sent', 'invalid'])('never claims a submission whose delivery is %s', (state) => {
    expect(decideClaim({ state, attempts: 1 })).toEqual({
      claim: false,
      reason: `delivery is already ${state}`,
    });
  });

  it('skips the seeded submissions, which were sent before the Functions existed', () => {
    expect(decideClaim({ state: 'sent', at: new Date() })).toMatchObject({ claim: false });
  });

  it('claims a failed delivery again, counting the attempt', () => {
    expect(decideClaim({ state: 'failed', attempts: 2, error: '451' })).toEqual({ claim: true, attempts: 3 });
  });

  it('treats a failed delivery without a usable count as one attempt made', () => {
    expect(decideClaim({ state: 'failed', attempts: 'two' })).toEqual({ claim: true, attempts: 1 });
  });

  it('gives up after the last attempt', () => {
    expect(decideClaim({ state: 'failed', attempts: MAX_ATTEMPTS - 1 })).toEqual({
      claim: true,
      attempts: MAX_ATTEMPTS,
    });
    expect(decideClaim({ state: 'failed', attempts: MAX_ATTEMPTS })).toMatchObject({ claim: false });
  });
});

describe('describeError', () => {
  it('keeps one bounded line of the message', () => {
    expect(describeError(new Error('451 Try again\r\nlater'))).toBe('451 Try again later');
    expect(describeError('x'.repeat(600))).toHaveLength(500);
  });
});
