import { canManage, SUBMISSION_COLLECTIONS, type HeldResendResult } from '@kigali/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { adminDb } from './admin';
import { deliverOnRequest } from './mail/deliver-on-request';
import { smtpTransport } from './mail/transport';
import { SMTP_PASSWORD, SMTP_USER } from './params';
import { currentRole } from './team/caller-role';

const requestSchema = z.object({ collections: z.array(z.enum(SUBMISSION_COLLECTIONS)).min(1).optional() });

/** How many held submissions one call mails, within its time; the inbox offers the rest again. */
const MAX_PER_CALL = 25;

const held = (collection: string) =>
  adminDb().collection(collection).where('delivery.state', '==', 'throttled');

/**
 * The inbox's "Send held messages again": mails the submissions the mail throttle held back (state
 * "throttled"), as "Send again" does each one, of the forms the caller's role reads (an admin all,
 * a recruiter job applications), or of those asked for. It stops at the first one the mail server
 * refuses (the rest would fare no better now), and answers with what it did and what is still held.
 */
export const resendHeldSubmissions = onCall(
  { timeoutSeconds: 540, secrets: [SMTP_USER, SMTP_PASSWORD], enforceAppCheck: true },
  async (request): Promise<HeldResendResult> => {
    const role = await currentRole(request.auth);
    if (!role) throw new HttpsError('permission-denied', 'Only the team may send held submissions again.');
    const parsed = requestSchema.safeParse(request.data ?? {});
    if (!parsed.success) throw new HttpsError('invalid-argument', 'Name the forms: their collections.');
    const asked =
      parsed.data.collections ?? SUBMISSION_COLLECTIONS.filter((collection) => canManage(role, collection));
    if (asked.length === 0 || asked.some((collection) => !canManage(role, collection))) {
      throw new HttpsError('permission-denied', 'Your role may not send these submissions again.');
    }
    const transport = smtpTransport();
    let sent = 0;
    let failed = 0;
    sending: for (const collection of asked) {
      for (const submission of (
        await held(collection)
          .limit(MAX_PER_CALL - sent)
          .get()
      ).docs) {
        try {
          if ((await deliverOnRequest(collection, submission.id, transport)) === 'sent') sent++;
        } catch {
          // deliverSubmission recorded the failure on the submission, whose state the inbox shows.
          failed++;
          break sending;
        }
      }
      if (sent >= MAX_PER_CALL) break;
    }
    const counts = await Promise.all(
      asked.map(async (collection) => (await held(collection).count().get()).data().count),
    );
    return { sent, failed, remaining: counts.reduce((total, count) => total + count, 0) };
  },
);
