import { describe, expect, it } from 'vitest';
import { MAIL_THROTTLE } from './limits';
import { holdMail, takeMailSlot } from './throttle';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const small = { limit: 2, windowMs: 1000 };

describe('takeMailSlot', () => {
  it('allows 20 mails in 10 minutes per form', () => {
    expect(MAIL_THROTTLE).toEqual({ limit: 20, windowMs: 600_000 });
  });

  it('opens a window with the first mail', () => {
    expect(takeMailSlot(undefined, NOW, small)).toEqual({
      allowed: true,
      window: { started_at_ms: NOW, count: 1 },
    });
  });

  it('counts mails up to the limit within the window, then refuses without counting', () => {
    let stored: unknown = undefined;
    const allowed: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const decision = takeMailSlot(stored, NOW + i, small);
      allowed.push(decision.allowed);
      stored = decision.window;
    }
    expect(allowed).toEqual([true, true, false, false]);
    expect(stored).toEqual({ started_at_ms: NOW, count: 2 });
  });

  it('starts a new window once the last one has ended', () => {
    const full = { started_at_ms: NOW, count: 2 };
    expect(takeMailSlot(full, NOW + 999, small).allowed).toBe(false);
    expect(takeMailSlot(full, NOW + 1000, small)).toEqual({
      allowed: true,
      window: { started_at_ms: NOW + 1000, count: 1 },
    });
  });

  it('starts again from an unreadable or future window instead of refusing for ever', () => {
    expect(takeMailSlot({ count: 'many' }, NOW, small).allowed).toBe(true);
    expect(takeMailSlot({ started_at_ms: NOW + 60_000, count: 2 }, NOW, small)).toEqual({
      allowed: true,
      window: { started_at_ms: NOW, count: 1 },
    });
  });

  it('keeps what the window counted held, and the state of its summary, while it lasts', () => {
    const full = { started_at_ms: NOW, count: 1, held: 3, summary: 'sent' as const };
    expect(takeMailSlot(full, NOW + 1, small).window).toEqual({ ...full, count: 2 });
    expect(takeMailSlot(full, NOW + 1000, small).window).toEqual({ started_at_ms: NOW + 1000, count: 1 });
  });
});

describe('holdMail', () => {
  it('counts a held mail, and makes the summary due at the first one of the window', () => {
    const first = holdMail({ started_at_ms: NOW, count: 2 });
    expect(first).toEqual({ started_at_ms: NOW, count: 2, held: 1, summary: 'due' });
    expect(holdMail({ ...first, summary: 'sent' })).toEqual({
      started_at_ms: NOW,
      count: 2,
      held: 2,
      summary: 'sent',
    });
  });
});
