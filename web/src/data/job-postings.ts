import { isPastDeadline, jobPostingEntity, type JobPosting } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { loggedRead } from './logged-read';

const COLLECTION = 'job_postings';

export const jobPostingKeys = {
  all: ['job_postings'] as const,
  open: () => [...jobPostingKeys.all, 'open'] as const,
};

/**
 * Active postings, newest first, without those past their deadline. The `is_active` filter is
 * required: the rules let visitors list only active postings.
 */
export const openJobPostingsQuery = () =>
  queryOptions({
    queryKey: jobPostingKeys.open(),
    queryFn: (): Promise<JobPosting[]> =>
      loggedRead('Error fetching job postings', async () => {
        const { db, sdk } = await loadFirestore();
        const snapshot = await sdk.getDocs(
          sdk.query(
            sdk.collection(db, COLLECTION),
            sdk.where('is_active', '==', true),
            sdk.orderBy('created_at', 'desc'),
          ),
        );
        const now = new Date();
        return parseDocuments(jobPostingEntity, snapshot).filter(
          (posting) => !isPastDeadline(posting.expires_at, now),
        );
      }),
  });
