import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type * as z from 'zod';
import { CLAIM_LEASE_MS, decideClaim, describeError, type Claimant } from './delivery-state';
import type { SubmissionMail } from './submission-mails';
import { holdMail, takeMailSlot } from './throttle';

/** The part of a nodemailer transport we use, so tests can hand in their own. */
export type MailTransport = {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: { name: string; address: string };
    subject: string;
    text: string;
  }): Promise<unknown>;
};

export type DeliveryOutcome = 'sent' | 'skipped' | 'invalid' | 'missing' | 'throttled';

/** Where the mail throttle counts the mails of one form (collection). */
export const throttleRef = (ref: DocumentReference) =>
  ref.firestore.collection('mail_throttle').doc(ref.parent.id);

/**
 * Sends the notification mail of one submission at most once per success: the document is
 * claimed in a transaction (state "sending", with a lease) before anything is sent, so a
 * re-delivered event finds the claim and stops, and a claim whose instance died is taken over
 * once its lease expires. The same transaction counts the mail against the form's throttle: past
 * the limit the submission is kept and marked "throttled" instead, and the window counts it held
 * (the first held one makes the window's summary mail due). A failed send is recorded and rethrown
 * so the platform retries the event.
 *
 * `claimant` "member" is a team member's "Send again": it may claim a throttled or given-up submission,
 * and is not throttled (one deliberate press at a time).
 */
export async function deliverSubmission<Schema extends z.ZodType>(
  ref: DocumentReference,
  kind: SubmissionMail<Schema>,
  transport: MailTransport,
  from: string,
  claimant: Claimant = 'event',
): Promise<DeliveryOutcome> {
  const claim = await ref.firestore.runTransaction(
    async (transaction) => {
      const now = Date.now();
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { outcome: 'missing' as const };
      const decision = decideClaim(snapshot.get('delivery'), now, claimant);
      if (!decision.claim) {
        logger.info(`${ref.path}: not sending, ${decision.reason}`);
        return { outcome: 'skipped' as const };
      }
      const parsed = kind.schema.safeParse(snapshot.data());
      if (!parsed.success) {
        const error = parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        transaction.update(ref, { delivery: { state: 'invalid', error } });
        logger.warn(`${ref.path}: not sending an invalid submission (${error})`);
        return { outcome: 'invalid' as const };
      }
      if (claimant === 'event') {
        const counter = throttleRef(ref);
        const slot = takeMailSlot((await transaction.get(counter)).data(), now);
        if (!slot.allowed) {
          transaction.set(counter, holdMail(slot.window));
          transaction.update(ref, { delivery: { state: 'throttled', at: FieldValue.serverTimestamp() } });
          logger.warn(`${ref.path}: not mailed, the ${ref.parent.id} mail throttle is full`);
          return { outcome: 'throttled' as const };
        }
        transaction.set(counter, slot.window);
      }
      transaction.update(ref, {
        delivery: {
          state: 'sending',
          attempts: decision.attempts,
          lease_expires_at: Timestamp.fromMillis(now + CLAIM_LEASE_MS),
        },
      });
      return {
        outcome: 'claimed' as const,
        fields: parsed.data as z.output<Schema>,
        document: snapshot.data()!,
        attempts: decision.attempts,
      };
    },
    // Many submissions at once contend for the throttle's counter; each retry re-reads it.
    { maxAttempts: 50 },
  );
  if (claim.outcome !== 'claimed') return claim.outcome;

  const { attempts } = claim;
  try {
    const mail = await kind.compose(claim.fields, claim.document, ref.firestore);
    await transport.sendMail({ from, ...mail });
  } catch (error) {
    await ref.update({ delivery: { state: 'failed', error: describeError(error), attempts } });
    logger.error(`${ref.path}: sending failed on attempt ${attempts}`, error);
    throw error;
  }
  await ref.update({ delivery: { state: 'sent', at: FieldValue.serverTimestamp(), attempts } });
  return 'sent';
}
