import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from '@kigali/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { sendHeldMailSummary as sendSummary } from './mail/held-summary';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './mail/limits';
import { smtpTransport } from './mail/transport';
import { MAIL_FROM, SITE_URL, SMTP_PASSWORD, SMTP_USER } from './params';

const isSubmissionCollection = (name: string): name is SubmissionCollection =>
  (SUBMISSION_COLLECTIONS as readonly string[]).includes(name);

/**
 * A form's mail throttle held back its first submission of a window: one mail says so, with the
 * link to the inbox where they are read and sent again (mail/held-summary.ts). The throttle's
 * counter changes with every mail; only a summary that became due here goes further.
 */
export const sendHeldMailSummary = onDocumentWritten(
  {
    document: 'mail_throttle/{collection}',
    retry: true,
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    secrets: [SMTP_USER, SMTP_PASSWORD],
  },
  async (event) => {
    const after = event.data?.after;
    const { collection } = event.params;
    if (!after?.exists || after.get('summary') !== 'due' || !isSubmissionCollection(collection)) return;
    await sendSummary(after.ref, collection, smtpTransport(), MAIL_FROM.value(), SITE_URL.value());
  },
);
