import { describe, expect, it } from 'vitest';
import { SENDER_LIMITS } from './limits';
import { takeSenderSlot } from './sender-limit';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60 * 1000;
const windows = [
  { limit: 2, windowMs: 10 * MINUTE },
  { limit: 3, windowMs: 60 * MINUTE },
];

/** Takes slots at the given times (minutes after NOW), keeping the record as the Function does. */
function sendAt(minutes: number[]) {
  let stored: unknown = undefined;
  return minutes.map((minute) => {
    const decision = takeSenderSlot(stored, NOW + minute * MINUTE, windows);
    if (decision.allowed) stored = decision.times;
    return decision;
  });
}

describe('takeSenderSlot', () => {
  it('allows 5 submissions of a form in 10 minutes and 20 a day per sender', () => {
    expect(SENDER_LIMITS).toEqual([
      { limit: 5, windowMs: 10 * MINUTE },
      { limit: 20, windowMs: 24 * 60 * MINUTE },
    ]);
  });

  it('refuses past a window’s limit, saying when the oldest one leaves it', () => {
    const [first, second, third] = sendAt([0, 1, 2]);
    expect(first).toEqual({ allowed: true, times: [NOW] });
    expect(second).toMatchObject({ allowed: true });
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 8 * 60 });
  });

  it('allows again once the oldest has left the short window, until the long one is full', () => {
    const decisions = sendAt([0, 1, 10, 11, 30]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    // The hour holds three already: the next may come once the first is an hour old.
    expect(decisions[4]).toEqual({ allowed: false, retryAfterSeconds: 30 * 60 });
  });

  it('keeps only the times that still count', () => {
    const decision = takeSenderSlot([NOW - 61 * MINUTE, NOW - 5 * MINUTE], NOW, windows);
    expect(decision).toEqual({ allowed: true, times: [NOW - 5 * MINUTE, NOW] });
  });

  it('starts afresh from a record it cannot read, or times in the future', () => {
    expect(takeSenderSlot({ count: 99 }, NOW, windows)).toEqual({ allowed: true, times: [NOW] });
    expect(takeSenderSlot([NOW + MINUTE, NOW + MINUTE], NOW, windows)).toEqual({
      allowed: true,
      times: [NOW],
    });
  });
});
