import type * as z from 'zod';
import { MAX_LENGTH } from '../constants';
import type { SubmissionCollection } from '../submission-collections';
import { requiredLine } from './fields';
import { contactMessageSchema, jobApplicationSchema, partnershipRequestSchema } from './public-forms';

/**
 * What a public form sends to the server (the submissions Function, functions/src/submissions): the
 * form's own fields, checked with the form's own schema, and nothing else. A key the form does not
 * have (`is_admin`, `delivery`, `status`, `created_at`, a mail header) is refused rather than dropped,
 * so a tampered request is told so. The server adds what no visitor chooses: the time, an
 * application's status.
 */
export const NOT_A_FORM_FIELD = 'This is not a field of the form';
export const POSTING_REQUIRED = 'Choose a position to apply for';

/** A submission's id: chosen by the device, as Firestore's own ids are, so a retry names the same one. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

export const SUBMISSION_FIELDS = {
  contact_messages: contactMessageSchema.strict(),
  job_applications: jobApplicationSchema
    .extend({ job_posting_id: requiredLine(POSTING_REQUIRED, MAX_LENGTH.shortText) })
    .strict(),
  partnership_requests: partnershipRequestSchema.strict(),
} as const satisfies Record<SubmissionCollection, z.ZodType>;

export type SubmissionFields<C extends SubmissionCollection> = z.output<(typeof SUBMISSION_FIELDS)[C]>;

/** The fields of a submission, or the message to show under each field that is wrong. */
export function parseSubmissionFields<C extends SubmissionCollection>(
  collection: C,
  fields: unknown,
): { ok: true; fields: SubmissionFields<C> } | { ok: false; errors: Record<string, string> } {
  const parsed = SUBMISSION_FIELDS[collection].safeParse(fields);
  if (parsed.success) return { ok: true, fields: parsed.data as SubmissionFields<C> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const names =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.length ? issue.path.join('.') : 'fields'];
    for (const name of names)
      errors[name] ??= issue.code === 'unrecognized_keys' ? NOT_A_FORM_FIELD : issue.message;
  }
  return { ok: false, errors };
}
