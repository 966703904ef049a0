import { MAIL_THROTTLE } from './limits';

/**
 * The mail throttle's counter for one form: `mail_throttle/{collection}` holds the start of the
 * current window, how many mails it has allowed, how many it held back, and whether the summary mail
 * that tells of the held ones is due or sent (one per window, mail/held-summary.ts). Only the
 * Functions write it (the rules match no such path, so clients are denied). It is read and written
 * in the claim's transaction, so submissions arriving at once are counted one after the other.
 */
export type ThrottleWindow = {
  started_at_ms: number;
  count: number;
  held?: number;
  summary?: 'due' | 'sending' | 'sent';
};
export type ThrottleDecision = { allowed: boolean; window: ThrottleWindow };

const isWindow = (value: unknown): value is ThrottleWindow =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as ThrottleWindow).started_at_ms) &&
  Number.isInteger((value as ThrottleWindow).count);

/**
 * Whether one more mail may go out at `now`, and the window to store. A window that has ended
 * (or is missing or unreadable) starts again at `now`. A refused mail does not count.
 */
export function takeMailSlot(
  stored: unknown,
  now: number,
  throttle: { limit: number; windowMs: number } = MAIL_THROTTLE,
): ThrottleDecision {
  const current: ThrottleWindow =
    isWindow(stored) && now - stored.started_at_ms < throttle.windowMs && stored.started_at_ms <= now
      ? stored
      : { started_at_ms: now, count: 0 };
  if (current.count >= throttle.limit) return { allowed: false, window: current };
  return { allowed: true, window: { ...current, count: current.count + 1 } };
}

/**
 * The window once one more mail is held back: counted, and with the summary due if this is the
 * first held in the window (a summary already due, being sent or sent stays as it is).
 */
export function holdMail(window: ThrottleWindow): ThrottleWindow {
  return { ...window, held: (window.held ?? 0) + 1, summary: window.summary ?? 'due' };
}
