import {
  LIMITS,
  partnershipRequestEntity,
  type PartnershipRequest,
  type PartnershipRequestDoc,
} from '@kigali/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument } from './documents';
import { countOrUnknown, NEWEST_FIRST, readPage, type Page, type PageCursor } from './paging';
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
  pages: () => [...partnershipRequestKeys.all, 'pages'] as const,
  count: () => [...partnershipRequestKeys.all, 'count'] as const,
};

const parseRequest = (document: DocumentSnapshot) => parseDocument(partnershipRequestEntity, document);

/** Admin inbox: the requests, newest first, one page at a time. */
export const partnershipRequestsPageQuery = () =>
  infiniteQueryOptions({
    queryKey: partnershipRequestKeys.pages(),
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<PartnershipRequestDoc>> => {
      const firestore = await loadFirestore();
      const base = firestore.sdk.collection(firestore.db, COLLECTION);
      return readPage(firestore, base, NEWEST_FIRST, pageParam, LIMITS.adminPageSize, parseRequest);
    },
    getNextPageParam: (page) => page.next,
  });

/** Admin inbox: how many requests there are in all, or null when offline. */
export const partnershipRequestsCountQuery = () =>
  queryOptions({
    queryKey: partnershipRequestKeys.count(),
    staleTime: 0,
    queryFn: async (): Promise<number | null> => {
      const firestore = await loadFirestore();
      return countOrUnknown(firestore, firestore.sdk.collection(firestore.db, COLLECTION));
    },
  });

/** Admin inbox: records that someone has dealt with the request. */
export async function markPartnershipRequestHandled(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTION, id), { handled: true });
}
