/**
 * The `delivery` map the mail Functions keep on each submission, and the decision whether an
 * event may claim the document. Events are delivered at least once and retried after a failure,
 * so a mail is sent only by the event that moves the state to "sending".
 */
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './limits';

export const MAX_ATTEMPTS = 5;

/**
 * How long a "sending" claim holds. An instance that dies after claiming never records an
 * outcome; once the lease has run out, the next retry (or a team member's "Send again") takes the
 * claim over. Longer than the function's timeout, so a live send is never taken over.
 */
export const CLAIM_LEASE_MS = 2 * MAIL_FUNCTION_TIMEOUT_SECONDS * 1000;

export type ClaimDecision = { claim: true; attempts: number } | { claim: false; reason: string };

/** Who asks: a Firestore event (or its retry), or a member of the team (admin or recruiter) pressing "Send again". */
export type Claimant = 'event' | 'member';

const attemptsOf = (delivery: Record<string, unknown>) =>
  typeof delivery.attempts === 'number' && Number.isInteger(delivery.attempts) && delivery.attempts > 0
    ? delivery.attempts
    : 0;

/** A Firestore Timestamp, a Date or milliseconds, as milliseconds; null for anything else. */
function millisOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return null;
}

/**
 * Whether `claimant` may claim a submission whose delivery map is `delivery`, at `now` (ms).
 * An event claims a new submission, a failed one (up to MAX_ATTEMPTS) and one whose "sending"
 * lease has expired. A team member may also claim a throttled one and a failed one past the attempt
 * limit: pressing "Send again" is a deliberate decision. Nobody claims a sent or invalid one, nor
 * one another instance is sending under a live lease.
 */
export function decideClaim(delivery: unknown, now: number, claimant: Claimant = 'event'): ClaimDecision {
  if (delivery == null || typeof delivery !== 'object' || !('state' in delivery)) {
    return { claim: true, attempts: 1 };
  }
  const current = delivery as Record<string, unknown>;
  const next = { claim: true as const, attempts: attemptsOf(current) + 1 };
  switch (current.state) {
    case 'failed':
      if (claimant === 'event' && attemptsOf(current) >= MAX_ATTEMPTS) {
        return { claim: false, reason: `gave up after ${attemptsOf(current)} failed attempts` };
      }
      return next;
    case 'sending': {
      // A claim without a readable lease (written before leases existed) counts as expired.
      const expires = millisOf(current.lease_expires_at);
      if (expires !== null && expires > now) {
        return { claim: false, reason: 'another instance is sending it (its lease has not expired)' };
      }
      return next;
    }
    case 'throttled':
      return claimant === 'member' ? next : { claim: false, reason: 'delivery is throttled' };
    default:
      return { claim: false, reason: `delivery is already ${String(current.state)}` };
  }
}

/** An error as stored on the document: one line, bounded, never a stack trace. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500);
}
