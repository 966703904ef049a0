import {
  DEFAULT_LOCALE,
  deadlineFromDateInput,
  isPastDeadline,
  jobPostingEntity,
  type JobPosting,
  type JobPostingForm,
  type Locale,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, loadFirestoreForReading } from '@/lib/firestore';
import { defineCollection } from './collection';
import { loggedRead } from './logged-read';
import { NEWEST_FIRST } from './paging';
import { listInLanguage, translationsToWrite } from './translations';

export const jobPostings = defineCollection({
  name: 'job_postings',
  entity: jobPostingEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

export const jobPostingKeys = {
  all: jobPostings.keys.all,
  open: () => jobPostings.keys.of('open'),
  byId: (id: string) => jobPostings.keys.of('id', id),
};

/**
 * Active postings, newest first, without those past their deadline. The `is_active` filter is
 * required: the rules let visitors list only active postings. The postings come in `locale`.
 */
export const openJobPostingsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: jobPostingKeys.open(),
    queryFn: (): Promise<JobPosting[]> =>
      loggedRead('Error fetching job postings', async () => {
        const active = await jobPostings.list(await loadFirestoreForReading(), {
          where: (sdk) => [sdk.where('is_active', '==', true)],
        });
        const now = new Date();
        return active.filter((posting) => !isPastDeadline(posting.expires_at, now));
      }),
    select: listInLanguage<JobPosting>(locale),
  });

/** Admin: one posting by id (the applications view names it), or null when it is gone. */
export const jobPostingByIdQuery = (id: string) =>
  queryOptions({
    queryKey: jobPostingKeys.byId(id),
    queryFn: async (): Promise<JobPosting | null> => jobPostings.get(await loadFirestore(), id),
  });

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
    ...translationsToWrite(form.translations),
  };
}

export const createJobPosting = async (form: JobPostingForm) =>
  jobPostings.create(await jobPostingFields(form));

export const updateJobPosting = async (id: string, form: JobPostingForm) =>
  jobPostings.update(id, await jobPostingFields(form));

export const deleteJobPosting = (id: string) => jobPostings.remove(id);
