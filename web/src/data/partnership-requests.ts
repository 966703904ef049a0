import { partnershipRequestEntity, type PartnershipRequest } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { submitDocument, type SubmitResult } from './submit';

export const partnershipRequests = defineCollection({
  name: 'partnership_requests',
  entity: partnershipRequestEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

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
