import {
  partnershipRequestEntity,
  type PartnershipRequest,
  type PartnershipRequestDoc,
} from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { submitDocument, type SubmitResult } from './submit';

const COLLECTION = 'partnership_requests';

/** A company's partnership request: the form's fields, nothing more (the rules check the keys). */
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
  return submitDocument(COLLECTION, fields, { fields });
}

export const partnershipRequestKeys = {
  all: ['partnership_requests'] as const,
  newestFirst: () => [...partnershipRequestKeys.all, 'newest'] as const,
};

/** Admin inbox: every request, newest first. */
export const partnershipRequestsQuery = () =>
  queryOptions({
    queryKey: partnershipRequestKeys.newestFirst(),
    queryFn: async (): Promise<PartnershipRequestDoc[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(sdk.collection(db, COLLECTION), sdk.orderBy('created_at', 'desc')),
      );
      return parseDocuments(partnershipRequestEntity, snapshot);
    },
  });

/** Admin inbox: records that someone has dealt with the request. */
export async function markPartnershipRequestHandled(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), { handled: true });
}
