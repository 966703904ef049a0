import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS, decideClaim, describeError, MAX_ATTEMPTS } from './delivery-state';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './limits';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('decideClaim', () => {
  it('claims a new submission as its first attempt', () => {
    expect(decideClaim(undefined, NOW)).toEqual({ claim: true, attempts: 1 });
    expect(decideClaim(null, NOW)).toEqual({ claim: true, attempts: 1 });
    expect(decideClaim({}, NOW)).toEqual({ claim: true, attempts: 1 });
  });

  it.each(['sent', 'invalid'])('never claims a submission whose delivery is %s', (state) => {
    for (const claimant of ['event', 'member'] as const) {
      expect(decideClaim({ state, attempts: 1 }, NOW, claimant)).toEqual({
        claim: false,
        reason: `delivery is already ${state}`,
      });
    }
  });

  it('skips the seeded submissions, which were sent before the Functions existed', () => {
    expect(decideClaim({ state: 'sent', at: new Date() }, NOW)).toMatchObject({ claim: false });
  });

  it('claims a failed delivery again, counting the attempt', () => {
    expect(decideClaim({ state: 'failed', attempts: 2, error: '451' }, NOW)).toEqual({
      claim: true,
      attempts: 3,
    });
  });

  it('treats a failed delivery without a usable count as one attempt made', () => {
    expect(decideClaim({ state: 'failed', attempts: 'two' }, NOW)).toEqual({ claim: true, attempts: 1 });
  });

  it('gives up after the last attempt, unless a team member asks to send it again', () => {
    expect(decideClaim({ state: 'failed', attempts: MAX_ATTEMPTS - 1 }, NOW)).toEqual({
      claim: true,
      attempts: MAX_ATTEMPTS,
    });
    expect(decideClaim({ state: 'failed', attempts: MAX_ATTEMPTS }, NOW)).toMatchObject({ claim: false });
    expect(decideClaim({ state: 'failed', attempts: MAX_ATTEMPTS }, NOW, 'member')).toEqual({
      claim: true,
      attempts: MAX_ATTEMPTS + 1,
    });
  });

  it('leaves a claim alone while its lease runs, whoever asks', () => {
    const sending = { state: 'sending', attempts: 1, lease_expires_at: Timestamp.fromMillis(NOW + 1) };
    expect(decideClaim(sending, NOW)).toEqual({
      claim: false,
      reason: 'another instance is sending it (its lease has not expired)',
    });
    expect(decideClaim(sending, NOW, 'member')).toMatchObject({ claim: false });
  });

  it('takes over a claim whose lease has expired (its instance died), counting the attempt', () => {
    const stuck = { state: 'sending', attempts: 1, lease_expires_at: Timestamp.fromMillis(NOW) };
    expect(decideClaim(stuck, NOW)).toEqual({ claim: true, attempts: 2 });
    expect(decideClaim({ ...stuck, lease_expires_at: new Date(NOW - 1) }, NOW, 'member')).toEqual({
      claim: true,
      attempts: 2,
    });
  });

  it('takes over a claim that carries no lease (made before claims had one)', () => {
    expect(decideClaim({ state: 'sending', attempts: 1 }, NOW)).toEqual({ claim: true, attempts: 2 });
  });

  it('leaves a throttled submission to a team member', () => {
    const throttled = { state: 'throttled' };
    expect(decideClaim(throttled, NOW)).toEqual({ claim: false, reason: 'delivery is throttled' });
    expect(decideClaim(throttled, NOW, 'member')).toEqual({ claim: true, attempts: 1 });
  });

  it('holds a claim for longer than the function may run', () => {
    expect(CLAIM_LEASE_MS).toBeGreaterThan(MAIL_FUNCTION_TIMEOUT_SECONDS * 1000);
  });
});

describe('describeError', () => {
  it('keeps one bounded line of the message', () => {
    expect(describeError(new Error('451 Try again\r\nlater'))).toBe('451 Try again later');
    expect(describeError('x'.repeat(600))).toHaveLength(500);
  });
});
