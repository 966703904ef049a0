import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { adminDb } from './admin';
import { deliverOnRequest } from './mail/deliver-on-request';
import type { DeliveryOutcome } from './mail/deliver-submission';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './mail/limits';
import { canManage, SUBMISSION_COLLECTIONS } from '@kigali/domain';
import { smtpTransport } from './mail/transport';
import { SMTP_PASSWORD, SMTP_USER } from './params';
import { currentRole } from './team/caller-role';

const requestSchema = z.object({
  collection: z.enum(SUBMISSION_COLLECTIONS),
  // A document id: one path segment.
  id: z.string().regex(/^[^/]{1,1500}$/),
});

/**
 * "Send again" in the inbox or a posting's applications, for a submission whose mail failed or was
 * throttled. It claims the submission as a team member (see deliverSubmission) and answers with its
 * delivery state afterwards, so the screen can say what happened. Only a role that reads the
 * submission's collection, and that the caller still holds (currentRole), may call it: an admin for
 * any, a recruiter for job applications.
 */
export const resendSubmission = onCall(
  {
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    secrets: [SMTP_USER, SMTP_PASSWORD],
    // Only this web app calls it (docs/architecture.md#security: what the emulators check of it).
    enforceAppCheck: true,
  },
  async (request): Promise<{ state: string | null; outcome: DeliveryOutcome | 'failed' }> => {
    const role = await currentRole(request.auth);
    if (!role) {
      throw new HttpsError('permission-denied', 'Only the team may send a submission again.');
    }
    const parsed = requestSchema.safeParse(request.data);
    if (!parsed.success) {
      throw new HttpsError('invalid-argument', 'Name a submission: its collection and id.');
    }
    const { collection, id } = parsed.data;
    if (!canManage(role, collection)) {
      throw new HttpsError('permission-denied', 'Your role may not send this submission again.');
    }
    let outcome: DeliveryOutcome | 'failed';
    try {
      outcome = await deliverOnRequest(collection, id, smtpTransport());
    } catch {
      // deliverSubmission recorded the failure on the document; the admin is told by its state.
      outcome = 'failed';
    }
    if (outcome === 'missing') throw new HttpsError('not-found', 'This submission no longer exists.');
    const state = (await adminDb().collection(collection).doc(id).get()).get('delivery.state');
    return { state: typeof state === 'string' ? state : null, outcome };
  },
);
