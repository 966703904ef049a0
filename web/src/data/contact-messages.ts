import { contactMessageEntity, LIMITS, type ContactMessage, type ContactMessageDoc } from '@kigali/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firestore';
import { parseDocument } from './documents';
import { countOrUnknown, NEWEST_FIRST, readPage, type Page, type PageCursor } from './paging';
import { submitDocument, type SubmitResult } from './submit';

/**
 * Stores a contact message; the sendContactEmail Function mails it from a Firestore trigger
 * (docs/architecture.md#data-in-firestore). The document holds exactly the keys the security rules allow: the
 * form's four fields and the server's created_at. Offline it is queued on the device (`queued: true`).
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

export const contactMessageKeys = {
  all: ['contact_messages'] as const,
  pages: () => [...contactMessageKeys.all, 'pages'] as const,
  count: () => [...contactMessageKeys.all, 'count'] as const,
};

const parseMessage = (document: DocumentSnapshot) => parseDocument(contactMessageEntity, document);

/** Admin inbox: the messages, newest first, one page at a time. */
export const contactMessagesPageQuery = () =>
  infiniteQueryOptions({
    queryKey: contactMessageKeys.pages(),
    staleTime: 0,
    initialPageParam: null as PageCursor | null,
    queryFn: async ({ pageParam }): Promise<Page<ContactMessageDoc>> => {
      const firestore = await loadFirestore();
      const base = firestore.sdk.collection(firestore.db, 'contact_messages');
      return readPage(firestore, base, NEWEST_FIRST, pageParam, LIMITS.adminPageSize, parseMessage);
    },
    getNextPageParam: (page) => page.next,
  });

/** Admin inbox: how many messages there are in all, or null when offline. */
export const contactMessagesCountQuery = () =>
  queryOptions({
    queryKey: contactMessageKeys.count(),
    staleTime: 0,
    queryFn: async (): Promise<number | null> => {
      const firestore = await loadFirestore();
      return countOrUnknown(firestore, firestore.sdk.collection(firestore.db, 'contact_messages'));
    },
  });

/** Admin inbox: records that someone has answered the message. */
export async function markContactMessageHandled(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, 'contact_messages', id), { handled: true });
}
