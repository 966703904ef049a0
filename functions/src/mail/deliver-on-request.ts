import type { SubmissionCollection } from '@kigali/domain';
import { adminDb } from '../admin';
import { MAIL_FROM } from '../params';
import { deliverSubmission, type MailTransport } from './deliver-submission';
import { CONTACT_MESSAGE_MAIL, JOB_APPLICATION_MAIL, PARTNERSHIP_REQUEST_MAIL } from './submission-mails';

/** Delivers one submission of `collection` on a team member's "Send again" (past the throttle). */
export function deliverOnRequest(collection: SubmissionCollection, id: string, transport: MailTransport) {
  const ref = adminDb().collection(collection).doc(id);
  const from = MAIL_FROM.value();
  switch (collection) {
    case 'contact_messages':
      return deliverSubmission(ref, CONTACT_MESSAGE_MAIL, transport, from, 'member');
    case 'job_applications':
      return deliverSubmission(ref, JOB_APPLICATION_MAIL, transport, from, 'member');
    case 'partnership_requests':
      return deliverSubmission(ref, PARTNERSHIP_REQUEST_MAIL, transport, from, 'member');
  }
}
