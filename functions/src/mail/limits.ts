/**
 * The mail Functions' limits, in one place. The SMTP timeouts are shorter than the function's
 * timeout, so a hung server fails the attempt (recorded as "failed", then retried) instead of the
 * platform killing the instance mid-send; the claim's lease (delivery-state.ts) is longer than it.
 */
export const MAIL_FUNCTION_TIMEOUT_SECONDS = 60;

export const SMTP_TIMEOUTS_MS = {
  /** To open the TCP connection. */
  connection: 10_000,
  /** From connecting to the server's greeting. */
  greeting: 10_000,
  /** Of silence on an open connection. */
  socket: 20_000,
} as const;

/**
 * The mail throttle: past this many mails per form in one window, further submissions are
 * stored and marked "throttled" instead of mailed, for an admin to see in the inbox and send
 * again if they are genuine. It bounds the mails a flood of spam can trigger.
 */
export const MAIL_THROTTLE = { limit: 20, windowMs: 10 * 60 * 1000 } as const;
