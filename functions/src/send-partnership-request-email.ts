import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { deliverSubmission } from './mail/deliver-submission';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './mail/limits';
import { PARTNERSHIP_REQUEST_MAIL } from './mail/submission-mails';
import { smtpTransport } from './mail/transport';
import { MAIL_FROM, SMTP_PASSWORD, SMTP_USER } from './params';

/** Tells the company about each new partnership request. */
export const sendPartnershipRequestEmail = onDocumentCreated(
  {
    document: 'partnership_requests/{requestId}',
    retry: true,
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    secrets: [SMTP_USER, SMTP_PASSWORD],
  },
  async (event) => {
    if (!event.data) return;
    await deliverSubmission(event.data.ref, PARTNERSHIP_REQUEST_MAIL, smtpTransport(), MAIL_FROM.value());
  },
);
