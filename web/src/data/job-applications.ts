import {
  jobApplicationEntity,
  type ApplicationStatus,
  type JobApplication,
  type JobApplicationForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { submitDocument, type SubmitResult } from './submit';

const COLLECTION = 'job_applications';

/**
 * A visitor's application to one posting. Optional fields left empty are not stored at all: the
 * rules accept exactly these keys.
 */
export function submitJobApplication(jobPostingId: string, form: JobApplicationForm): Promise<SubmitResult> {
  return submitDocument(COLLECTION, {
    job_posting_id: jobPostingId,
    full_name: form.full_name,
    email: form.email,
    ...(form.phone ? { phone: form.phone } : {}),
    resume_url: form.resume_url,
    ...(form.cover_letter ? { cover_letter: form.cover_letter } : {}),
    status: 'pending',
  });
}

export const jobApplicationKeys = {
  all: ['job_applications'] as const,
  forPosting: (postingId: string) => [...jobApplicationKeys.all, 'posting', postingId] as const,
};

/** Admin: the applications to one posting, newest first (spec section 7). */
export const applicationsForPostingQuery = (postingId: string) =>
  queryOptions({
    queryKey: jobApplicationKeys.forPosting(postingId),
    queryFn: async (): Promise<JobApplication[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, COLLECTION),
          sdk.where('job_posting_id', '==', postingId),
          sdk.orderBy('created_at', 'desc'),
        ),
      );
      return parseDocuments(jobApplicationEntity, snapshot);
    },
  });

/** Admin: changes the status and nothing else (the rules allow an admin no other change). */
export async function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), { status });
}
