import { jobApplicationEntity, type ApplicationStatus } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';

export const jobApplications = defineCollection({
  name: 'job_applications',
  entity: jobApplicationEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

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
