/**
 * The collections of what visitors send: stored and mailed by the Functions, and queued on a
 * visitor's device while offline. A module of its own, with nothing else in it: the
 * web app's boot script reads it (through `@kigali/domain/submission-collections`), and must stay
 * a few kilobytes.
 */
export const SUBMISSION_COLLECTIONS = [
  'contact_messages',
  'job_applications',
  'partnership_requests',
] as const;
export type SubmissionCollection = (typeof SUBMISSION_COLLECTIONS)[number];
