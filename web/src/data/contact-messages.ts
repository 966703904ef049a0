import { contactMessageEntity, type ContactMessage } from '@kigali/domain';
import { defineCollection } from './collection';
import { NEWEST_FIRST } from './paging';
import { submitDocument, type SubmitResult } from './submit';

export const contactMessages = defineCollection({
  name: 'contact_messages',
  entity: contactMessageEntity,
  order: NEWEST_FIRST,
  stamps: { created: 'created_at' },
});

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
