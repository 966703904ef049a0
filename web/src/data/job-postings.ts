import {
  deadlineFromDateInput,
  isPastDeadline,
  jobPostingEntity,
  type JobPosting,
  type JobPostingForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { parseDocument, parseDocuments } from './documents';
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
        const { db, sdk } = await loadFirestoreForReading();
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

/** Admin: every posting, active or not, newest first. */
export const allJobPostingsQuery = () =>
  queryOptions({
    queryKey: [...jobPostingKeys.all, 'all'] as const,
    queryFn: async (): Promise<JobPosting[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
      );
      return parseDocuments(jobPostingEntity, snapshot);
    },
  });

/** Admin: one posting by id (the applications view names it), or null when it is gone. */
export const jobPostingByIdQuery = (id: string) =>
  queryOptions({
    queryKey: [...jobPostingKeys.all, 'id', id] as const,
    queryFn: async (): Promise<JobPosting | null> => {
      const { db, sdk } = await loadFirestore();
      return parseDocument(jobPostingEntity, await sdk.getDoc(sdk.doc(db, COLLECTION, id)));
    },
  });

/**
 * Whether visitors may still apply to this posting, asked of the server: the rules let visitors
 * read active postings only, so a refused read means it was deactivated (or deleted). Used to tell
 * a visitor why an application queued offline was refused.
 */
export async function isPostingOpenToApplications(id: string): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  try {
    const posting = parseDocument(jobPostingEntity, await sdk.getDocFromServer(sdk.doc(db, COLLECTION, id)));
    return posting !== null && posting.is_active && !isPastDeadline(posting.expires_at, new Date());
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return false;
    throw error;
  }
}

/** The deadline day typed in the form is stored as the end of that day in Kigali, or null. */
async function jobPostingFields(form: JobPostingForm) {
  const { sdk } = await loadFirestore();
  return {
    title: form.title,
    department: form.department,
    location: form.location,
    description: form.description,
    requirements: form.requirements,
    responsibilities: form.responsibilities,
    is_active: form.is_active,
    expires_at: form.expires_at ? sdk.Timestamp.fromDate(deadlineFromDateInput(form.expires_at)) : null,
  };
}

export async function createJobPosting(form: JobPostingForm): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const ref = await sdk.addDoc(sdk.collection(db, COLLECTION), {
    ...(await jobPostingFields(form)),
    created_at: sdk.serverTimestamp(),
  });
  return ref.id;
}

export async function updateJobPosting(id: string, form: JobPostingForm): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), await jobPostingFields(form));
}

export async function deleteJobPosting(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTION, id));
}
