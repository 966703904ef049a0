import {
  jobApplicationEntity,
  LIMITS,
  type ApplicationStatus,
  type JobApplication,
  type JobApplicationForm,
} from '@kigali/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot, Query } from 'firebase/firestore';
import { loadFirestore, type LoadedFirestore } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
import { countOrUnknown, NEWEST_FIRST, readPage, type Page, type PageCursor } from './paging';
import { submitDocument, type SubmitResult } from './submit';

const COLLECTION = 'job_applications';

/**
 * A visitor's application to one posting. Optional fields left empty are not stored at all: the
 * rules accept exactly these keys. Queued offline, the device keeps the form and the posting
 * (its title names it if the application is refused).
 */
export function submitJobApplication(
  posting: { id: string; title: string },
  form: JobApplicationForm,
): Promise<SubmitResult> {
  const fields = {
    full_name: form.full_name,
    email: form.email,
    phone: form.phone ?? '',
    resume_url: form.resume_url,
    cover_letter: form.cover_letter ?? '',
  };
  return submitDocument(
    COLLECTION,
    {
      job_posting_id: posting.id,
      full_name: form.full_name,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      resume_url: form.resume_url,
      ...(form.cover_letter ? { cover_letter: form.cover_letter } : {}),
      status: 'pending',
    },
    { fields, posting: { id: posting.id, title: posting.title } },
  );
}

/** The applications list's status filter, applied by Firestore; null shows every status. */
export type ApplicationFilters = { postingId: string; status: ApplicationStatus | null };

export const jobApplicationKeys = {
  all: ['job_applications'] as const,
  forPosting: (postingId: string) => [...jobApplicationKeys.all, 'posting', postingId] as const,
  pages: (filters: ApplicationFilters) =>
    [...jobApplicationKeys.forPosting(filters.postingId), 'pages', { status: filters.status }] as const,
  count: (filters: ApplicationFilters) =>
    [...jobApplicationKeys.forPosting(filters.postingId), 'count', { status: filters.status }] as const,
  everyOne: (postingId: string) => [...jobApplicationKeys.forPosting(postingId), 'every'] as const,
};

function applicationsTo({ db, sdk }: LoadedFirestore, { postingId, status }: ApplicationFilters): Query {
  return sdk.query(
    sdk.collection(db, COLLECTION),
    sdk.where('job_posting_id', '==', postingId),
    ...(status ? [sdk.where('status', '==', status)] : []),
  );
}

const parseApplication = (document: DocumentSnapshot) => parseDocument(jobApplicationEntity, document);

/** Admin: the applications to one posting, newest first (docs/product.md#calls), one page at a time. */
export const applicationsPageQuery = (filters: ApplicationFilters) =>
  infiniteQueryOptions({
    queryKey: jobApplicationKeys.pages(filters),
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<JobApplication>> => {
      const firestore = await loadFirestore();
      return readPage(
        firestore,
        applicationsTo(firestore, filters),
        NEWEST_FIRST,
        pageParam,
        LIMITS.adminPageSize,
        parseApplication,
      );
    },
    getNextPageParam: (page) => page.next,
  });

/** Admin: how many applications the list holds in all, or null when offline. */
export const applicationsCountQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: jobApplicationKeys.count(filters),
    staleTime: 0,
    queryFn: async (): Promise<number | null> => {
      const firestore = await loadFirestore();
      return countOrUnknown(firestore, applicationsTo(firestore, filters));
    },
  });

/**
 * Admin: every application to one posting, newest first, read only on an explicit action: the CSV
 * export, and a search (names and e-mails are matched anywhere in the text, which Firestore cannot
 * do, so the search runs over the whole list, read once).
 */
export const allApplicationsForPostingQuery = (postingId: string) =>
  queryOptions({
    queryKey: jobApplicationKeys.everyOne(postingId),
    staleTime: 0,
    queryFn: async (): Promise<JobApplication[]> => {
      const firestore = await loadFirestore();
      const { sdk } = firestore;
      const snapshot = await sdk.getDocs(
        sdk.query(applicationsTo(firestore, { postingId, status: null }), sdk.orderBy('created_at', 'desc')),
      );
      return parseDocuments(jobApplicationEntity, snapshot);
    },
  });

/** Admin: changes the status and nothing else (the rules allow an admin no other change). */
export async function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), { status });
}
