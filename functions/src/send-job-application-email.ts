import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { deliverSubmission } from './mail/deliver-submission';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './mail/limits';
import { JOB_APPLICATION_MAIL } from './mail/submission-mails';
import { smtpTransport } from './mail/transport';
import { MAIL_FROM, SMTP_PASSWORD, SMTP_USER } from './params';

/** Tells the careers address about each new job application, naming the posting. */
export const sendJobApplicationEmail = onDocumentCreated(
  {
    document: 'job_applications/{applicationId}',
    retry: true,
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    secrets: [SMTP_USER, SMTP_PASSWORD],
  },
  async (event) => {
    if (!event.data) return;
    await deliverSubmission(event.data.ref, JOB_APPLICATION_MAIL, smtpTransport(), MAIL_FROM.value());
  },
);
