import { LIMITS, type JobApplication } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { jobApplications } from './job-applications';
import { jobPostings } from './job-postings';
import { products } from './products';
import { publications } from './publications';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  count: (which: DashboardCount) => [...dashboardKeys.all, 'count', which] as const,
  recentApplications: () => [...dashboardKeys.all, 'recent-applications'] as const,
};

/** What the dashboard counts, each read only for a role that may read the collection. */
const counted = { products, job_applications: jobApplications, publications } as const;
export type DashboardCount = keyof typeof counted;

/**
 * A count aggregation query: the server counts, no documents are downloaded. Offline it fails (the
 * dashboard says the count is unavailable) rather than count what this device has cached. One query
 * per count, so a role reads only the counts of what it may read.
 */
export const dashboardCountQuery = (which: DashboardCount) =>
  queryOptions({
    queryKey: dashboardKeys.count(which),
    staleTime: 0,
    queryFn: async (): Promise<number> => {
      const firestore = await loadFirestore();
      return (await firestore.sdk.getCountFromServer(counted[which].ref(firestore))).data().count;
    },
  });

/** An application with the title of the posting it answers (null once the posting is deleted). */
export type RecentApplication = JobApplication & { posting_title: string | null };

/** The newest applications, each joined with its posting's title (docs/product.md#calls). */
export const recentApplicationsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.recentApplications(),
    staleTime: 0,
    queryFn: async (): Promise<RecentApplication[]> => {
      const firestore = await loadFirestore();
      const { db, sdk } = firestore;
      const applications = await jobApplications.list(firestore, {
        where: ({ limit }) => [limit(LIMITS.dashboardRecentApplications)],
      });
      const postingIds = [...new Set(applications.map((application) => application.job_posting_id))];
      const titles = new Map(
        await Promise.all(
          postingIds.map(async (id) => {
            // Only the title, read as it is: a posting the schema would refuse still names its applications.
            const posting = await sdk.getDoc(sdk.doc(db, jobPostings.name, id));
            const title = posting.get('title');
            return [id, typeof title === 'string' ? title : null] as const;
          }),
        ),
      );
      return applications.map((application) => ({
        ...application,
        posting_title: titles.get(application.job_posting_id) ?? null,
      }));
    },
  });
