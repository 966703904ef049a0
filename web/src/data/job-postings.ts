import {
  deadlineFromDateInput,
  jobPostingEntity,
  type JobPosting,
  type JobPostingForm,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { translationsToWrite } from './translations';

export const jobPostings = defineCollection({
  name: 'job_postings',
  entity: jobPostingEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

export const jobPostingKeys = {
  all: jobPostings.keys.all,
  byId: (id: string) => jobPostings.keys.of('id', id),
};

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
