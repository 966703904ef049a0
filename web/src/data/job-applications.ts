import { jobApplicationEntity, type ApplicationStatus, type JobApplicationForm } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { submitDocument, type SubmitResult } from './submit';

export const jobApplications = defineCollection({
  name: 'job_applications',
  entity: jobApplicationEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

/**
 * A visitor's application to one posting: the form's fields and the posting, exactly what the
 * submissions Function takes (it sets the status and the time itself). Optional fields left empty
 * are left out. Queued offline, the device keeps the form and the posting (its title names it if the
 * application is refused).
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
    'job_applications',
    {
      job_posting_id: posting.id,
      full_name: form.full_name,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      resume_url: form.resume_url,
      ...(form.cover_letter ? { cover_letter: form.cover_letter } : {}),
    },
    { fields, posting: { id: posting.id, title: posting.title } },
  );
}

/** The applications list's status filter, applied by Firestore; null shows every status. */
export type ApplicationFilters = { postingId: string; status: ApplicationStatus | null };

export const jobApplicationKeys = {
  all: jobApplications.keys.all,
  forPosting: (postingId: string) => jobApplications.keys.of('posting', postingId),
  everyOne: (postingId: string) => [...jobApplicationKeys.forPosting(postingId), 'every'] as const,
};

/**
 * Admin or recruiter: changes the status and nothing else, signed with who changed it (the rules
 * allow no other change, and require `status_changed_by` to be the signed-in user: the activity log
 * names them from it).
 */
export async function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<void> {
  // Loaded here, not at the top: visitors' application forms load this module, never Firebase Auth.
  const { currentUserId } = await import('@/lib/auth');
  const uid = await currentUserId();
  if (!uid) throw new Error('Sign in again to change the status.');
  await jobApplications.update(id, { status, status_changed_by: uid });
}
