/**
 * The `delivery` map the mail Functions keep on each submission, and the decision whether an
 * event may claim the document. Events are delivered at least once and retried after a failure,
 * so a mail is sent only by the event that moves the state to "sending".
 */
export const MAX_ATTEMPTS = 5;

export type ClaimDecision = { claim: true; attempts: number } | { claim: false; reason: string };

const attemptsOf = (delivery: Record<string, unknown>) =>
  typeof delivery.attempts === 'number' && Number.isInteger(delivery.attempts) && delivery.attempts > 0
    ? delivery.attempts
    : 0;

export function decideClaim(delivery: unknown): ClaimDecision {
  if (delivery == null || typeof delivery !== 'object' || !('state' in delivery)) {
    return { claim: true, attempts: 1 };
  }
  const current = delivery as Record<string, unknown>;
  if (current.state !== 'failed') {
    return { claim: false, reason: `delivery is already ${String(current.state)}` };
  }
  const attempts = attemptsOf(current);
  if (attempts >= MAX_ATTEMPTS) {
    return { claim: false, reason: `gave up after ${attempts} failed attempts` };
  }
  return { claim: true, attempts: attempts + 1 };
}

/** An error as stored on the document: one line, bounded, never a stack trace. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500);
}
