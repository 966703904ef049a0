import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type * as z from 'zod';
import { decideClaim, describeError } from './delivery-state';
import type { SubmissionMail } from './submission-mails';

/** The part of a nodemailer transport we use, so tests can hand in their own. */
export type MailTransport = {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo: { name: string; address: string };
    subject: string;
    text: string;
  }): Promise<unknown>;
};

export type DeliveryOutcome = 'sent' | 'skipped' | 'invalid' | 'missing';

/**
 * Sends the notification mail of one submission at most once per success: the document is
 * claimed in a transaction (state "sending") before anything is sent, so a re-delivered event
 * finds the claim and stops. A failed send is recorded and rethrown so the platform retries the
 * event; only a "failed" state may be claimed again.
 */
export async function deliverSubmission<Schema extends z.ZodType>(
  ref: DocumentReference,
  kind: SubmissionMail<Schema>,
  transport: MailTransport,
  from: string,
): Promise<DeliveryOutcome> {
  const claim = await ref.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' as const };
    const decision = decideClaim(snapshot.get('delivery'));
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
    transaction.update(ref, { delivery: { state: 'sending', attempts: decision.attempts } });
    return {
      outcome: 'claimed' as const,
      fields: parsed.data as z.output<Schema>,
      document: snapshot.data()!,
      attempts: decision.attempts,
    };
  });
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
