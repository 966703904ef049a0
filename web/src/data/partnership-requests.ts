import type { PartnershipRequest } from '@kigali/domain';
import { submitDocument, type SubmitResult } from './submit';

const COLLECTION = 'partnership_requests';

/** A company's partnership request: the form's fields, nothing more (the rules check the keys). */
export function submitPartnershipRequest(form: PartnershipRequest): Promise<SubmitResult> {
  return submitDocument(COLLECTION, {
    company_name: form.company_name,
    tin_number: form.tin_number,
    contact_person: form.contact_person,
    email: form.email,
    phone: form.phone,
    partnership_type: form.partnership_type,
    description: form.description,
  });
}
