import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { deliverSubmission } from './mail/deliver-submission';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './mail/limits';
import { CONTACT_MESSAGE_MAIL } from './mail/submission-mails';
import { smtpTransport } from './mail/transport';
import { MAIL_FROM, SMTP_PASSWORD, SMTP_USER } from './params';

/** Mails each new contact message to the company (reply-to the visitor). */
export const sendContactEmail = onDocumentCreated(
  {
    document: 'contact_messages/{messageId}',
    retry: true,
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    secrets: [SMTP_USER, SMTP_PASSWORD],
  },
  async (event) => {
    if (!event.data) return;
    await deliverSubmission(event.data.ref, CONTACT_MESSAGE_MAIL, smtpTransport(), MAIL_FROM.value());
  },
);
