import { jobApplicationEntity, LIMITS, type JobApplication } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
  recentApplications: () => [...dashboardKeys.all, 'recent-applications'] as const,
};

export type DashboardCounts = { products: number; applications: number; publications: number };

/** Count aggregation queries: the server counts, no documents are downloaded. */
export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.counts(),
    staleTime: 0,
    queryFn: async (): Promise<DashboardCounts> => {
      const { db, sdk } = await loadFirestore();
      const count = async (collection: string) =>
        (await sdk.getCountFromServer(sdk.collection(db, collection))).data().count;
      const [products, applications, publications] = await Promise.all([
        count('products'),
        count('job_applications'),
        count('publications'),
      ]);
      return { products, applications, publications };
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
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, 'job_applications'),
          sdk.orderBy('created_at', 'desc'),
          sdk.limit(LIMITS.dashboardRecentApplications),
        ),
      );
      const applications = parseDocuments(jobApplicationEntity, snapshot);
      const postingIds = [...new Set(applications.map((application) => application.job_posting_id))];
      const titles = new Map(
        await Promise.all(
          postingIds.map(async (id) => {
            const posting = await sdk.getDoc(sdk.doc(db, 'job_postings', id));
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
