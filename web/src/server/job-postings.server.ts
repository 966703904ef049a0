import { isPastDeadline, jobPostingEntity, type JobPosting, type Locale } from '@kigali/domain';
import { parseDocuments } from './documents.server';
import { publicDb, readQuery } from './firestore.server';

/** The postings visitors may apply to: active and not past their deadline, newest first. */
export async function readOpenJobPostings(locale: Locale, now = new Date()): Promise<JobPosting[]> {
  const snapshot = await readQuery(
    publicDb().collection('job_postings').where('is_active', '==', true).orderBy('created_at', 'desc'),
  );
  return parseDocuments(jobPostingEntity, snapshot, locale).filter(
    (posting) => !isPastDeadline(posting.expires_at, now),
  );
}
