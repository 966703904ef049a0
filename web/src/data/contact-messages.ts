import { contactMessageEntity, type ContactMessage, type ContactMessageDoc } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { parseDocuments } from './documents';
import { submitDocument, type SubmitResult } from './submit';

/**
 * Stores a contact message; the sendContactEmail Function mails it from a Firestore trigger
 * (design.md section 5). The document holds exactly the keys the security rules allow: the form's
 * four fields and the server's created_at. Offline it is queued on the device (`queued: true`).
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
  newestFirst: () => [...contactMessageKeys.all, 'newest'] as const,
};

/** Admin inbox: every message, newest first. */
export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: contactMessageKeys.newestFirst(),
    queryFn: async (): Promise<ContactMessageDoc[]> => {
      const { db, sdk } = await loadFirestore();
      const snapshot = await sdk.getDocs(
        sdk.query(sdk.collection(db, 'contact_messages'), sdk.orderBy('created_at', 'desc')),
      );
      return parseDocuments(contactMessageEntity, snapshot);
    },
  });

/** Admin inbox: records that someone has answered the message. */
export async function markContactMessageHandled(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, 'contact_messages', id), { handled: true });
}
