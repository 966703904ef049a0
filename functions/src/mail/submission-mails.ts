import { contactMessageSchema, jobApplicationSchema, partnershipRequestSchema } from '@kigali/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type * as z from 'zod';
import { contactMail, jobApplicationMail, partnershipRequestMail, type MailContent } from './compose';

/** How one kind of submission is checked and turned into its notification mail. */
export type SubmissionMail<Schema extends z.ZodType> = {
  schema: Schema;
  compose: (
    fields: z.output<Schema>,
    document: DocumentData,
    db: Firestore,
  ) => Promise<MailContent> | MailContent;
};

export const CONTACT_MESSAGE_MAIL: SubmissionMail<typeof contactMessageSchema> = {
  schema: contactMessageSchema,
  compose: (message) => contactMail(message),
};

export const JOB_APPLICATION_MAIL: SubmissionMail<typeof jobApplicationSchema> = {
  schema: jobApplicationSchema,
  async compose(application, document, db) {
    const postingId = String(document.job_posting_id);
    const posting = await db.collection('job_postings').doc(postingId).get();
    const title = posting.get('title');
    return jobApplicationMail(application, typeof title === 'string' ? title : `posting ${postingId}`);
  },
};

export const PARTNERSHIP_REQUEST_MAIL: SubmissionMail<typeof partnershipRequestSchema> = {
  schema: partnershipRequestSchema,
  compose: (request) => partnershipRequestMail(request),
};
