import type { DeliveryState, HeldResendResult, SubmissionCollection } from '@kigali/domain';
import { loadFunctions } from '@/lib/functions';

/**
 * An admin's "Send again": the resendSubmission Function claims the submission and mails it,
 * and answers with its delivery state afterwards ("sent", or "failed" when the mail server
 * refused it again). It throws when the call itself fails (offline, not allowed, gone).
 */
export async function resendSubmission(
  collection: SubmissionCollection,
  id: string,
): Promise<DeliveryState | null> {
  const { functions, sdk } = await loadFunctions();
  const call = sdk.httpsCallable<
    { collection: SubmissionCollection; id: string },
    { state: DeliveryState | null }
  >(functions, 'resendSubmission');
  const { data } = await call({ collection, id });
  return data.state;
}

/**
 * The inbox's "Send held messages again": the resendHeldSubmissions Function mails the submissions
 * the mail throttle held back, of every form the signed-in role reads, and answers with how many it
 * sent, how many the mail server refused and how many are still held. It throws when the call fails.
 */
export async function resendHeldSubmissions(): Promise<HeldResendResult> {
  const { functions, sdk } = await loadFunctions();
  const call = sdk.httpsCallable<Record<string, never>, HeldResendResult>(functions, 'resendHeldSubmissions');
  return (await call({})).data;
}
