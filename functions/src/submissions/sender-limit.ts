import { SENDER_LIMITS } from './limits';

export type SenderWindow = { readonly limit: number; readonly windowMs: number };

export type SenderDecision =
  { allowed: true; times: number[] } | { allowed: false; retryAfterSeconds: number };

const isTimes = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((time) => typeof time === 'number' && Number.isFinite(time));

/**
 * Whether one more submission from a sender may be stored at `now` (ms), given the times of its
 * earlier ones (`stored`, as kept in its record), and the times to keep. Refused, it says in how many
 * seconds the oldest submission that fills a window leaves it. Unreadable or future times count as
 * none, so a broken record never locks a sender out for good.
 */
export function takeSenderSlot(
  stored: unknown,
  now: number,
  windows: readonly SenderWindow[] = SENDER_LIMITS,
): SenderDecision {
  const longest = Math.max(...windows.map((window) => window.windowMs));
  const times = (isTimes(stored) ? stored : [])
    .filter((time) => time <= now && now - time < longest)
    .sort((a, b) => a - b);
  let waitMs = 0;
  for (const { limit, windowMs } of windows) {
    const inWindow = times.filter((time) => now - time < windowMs);
    if (inWindow.length >= limit) {
      waitMs = Math.max(waitMs, inWindow[inWindow.length - limit]! + windowMs - now);
    }
  }
  if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  return { allowed: true, times: [...times, now] };
}
