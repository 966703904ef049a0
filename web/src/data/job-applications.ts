import type { JobApplicationForm } from '@kigali/domain';
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
