/**
 * How many submissions of one public form one sender may make (docs/architecture.md#security): a
 * person sends a form once or twice; a script that floods the inbox, or fills it so the mail
 * throttle (mail/limits.ts) holds real customers' messages, is refused past these. Counted per form
 * and per sender, the hash of the requesting address (and App Check app, when verified).
 */
export const SENDER_LIMITS = [
  { limit: 5, windowMs: 10 * 60 * 1000 },
  { limit: 20, windowMs: 24 * 60 * 60 * 1000 },
] as const;

/** How long a sender's count is kept: the longest window (a TTL policy deletes it afterwards). */
export const SENDER_RECORD_TTL_MS = Math.max(...SENDER_LIMITS.map((window) => window.windowMs));
