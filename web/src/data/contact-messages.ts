import type { ContactMessage } from '@kigali/domain';
import { submitDocument, type SubmitResult } from './submit';

/**
 * Stores a contact message; the sendContactEmail Function mails it from a Firestore trigger
 * (design.md section 5). The document holds exactly the keys the security rules allow: the form's
 * four fields and the server's created_at. Offline it is queued on the device (`queued: true`).
 */
export function submitContactMessage(message: ContactMessage): Promise<SubmitResult> {
  return submitDocument('contact_messages', {
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
  });
}
