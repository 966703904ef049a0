import type { ContactMessage, JobApplicationForm, PartnershipRequest } from '@kigali/domain';
import { submitDocument, type SubmitResult } from './submit';

/**
 * What the public forms send (docs/product.md#calls): a visitor's contact message, job application
 * or partnership request, through the submissions Function (submit.ts). Apart from the collections'
 * modules, which the back office reads with the Firestore SDK: a public page loads only this.
 */

/**
 * Sends a contact message to the submissions Function, which stores it; the sendContactEmail
 * Function mails it from a Firestore trigger (docs/architecture.md#data-in-firestore). It carries
 * exactly the form's four fields. Offline it is queued on the device (`queued: true`).
 */
export function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
  const fields = {
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
  };
  return submitDocument('contact_messages', fields, { fields });
}

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

/** A company's partnership request: the form's fields, nothing more (the submissions Function checks the keys). */
export function submitPartnershipRequest(form: PartnershipRequest): Promise<SubmitResult> {
  const fields = {
    company_name: form.company_name,
    tin_number: form.tin_number,
    contact_person: form.contact_person,
    email: form.email,
    phone: form.phone,
    partnership_type: form.partnership_type,
    description: form.description,
  };
  return submitDocument('partnership_requests', fields, { fields });
}
