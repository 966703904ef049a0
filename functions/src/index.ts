export { sendContactEmail } from './send-contact-email';
export { sendJobApplicationEmail } from './send-job-application-email';
export { sendPartnershipRequestEmail } from './send-partnership-request-email';
export { cleanupProductImageOnUpdate } from './cleanup-product-image-on-update';
export { cleanupProductImageOnDelete } from './cleanup-product-image-on-delete';
export { cleanupServiceImageOnUpdate } from './cleanup-service-image-on-update';
export { cleanupServiceImageOnDelete } from './cleanup-service-image-on-delete';
export { sitemap } from './sitemap';
export {
  receiptForContactMessage,
  receiptForJobApplication,
  receiptForPartnershipRequest,
} from './receipts/triggers';
export { resendSubmission } from './resend-submission';
