import type { JobApplication } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, type ReaderSdk } from '@/lib/firestore';
import { collectionPagedList } from './admin-paging';
import { jobApplicationKeys, jobApplications, type ApplicationFilters } from './job-applications';

/*
 * The admin's lists of the applications to a posting. They live apart from job-applications.ts so the
 * public application form, which loads that module to submit, does not load the admin's paged reads.
 */

/** The applications to one posting, of one status or of any. */
const applicationsTo = ({ postingId, status }: ApplicationFilters) => ({
  where: (sdk: ReaderSdk) => [
    sdk.where('job_posting_id', '==', postingId),
    ...(status ? [sdk.where('status', '==', status)] : []),
  ],
});

/** Admin: the applications to one posting, newest first (docs/product.md#calls), a page at a time. */
export const applicationsList = (filters: ApplicationFilters) =>
  collectionPagedList(
    [...jobApplicationKeys.forPosting(filters.postingId), { status: filters.status }],
    jobApplications,
    applicationsTo(filters),
  );

/**
 * Admin: every application to one posting, newest first, read only on an explicit action: the CSV
 * export, and a search (names and e-mails are matched anywhere in the text, which Firestore cannot
 * do, so the search runs over the whole list, read once).
 */
export const allApplicationsForPostingQuery = (postingId: string) =>
  queryOptions({
    queryKey: jobApplicationKeys.everyOne(postingId),
    staleTime: 0,
    queryFn: async (): Promise<JobApplication[]> =>
      jobApplications.list(await loadFirestore(), applicationsTo({ postingId, status: null })),
  });
