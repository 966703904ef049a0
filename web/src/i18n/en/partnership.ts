import { pwa } from './pwa';

/**
 * The work-with-us page and partnership request form (docs/product.md#work-with-us, #validation and
 * #messages).
 */
export const partnership = {
  title: 'Become a Partner',
  metaDescription:
    'Partner with Kigali Tech Solutions as a distributor, reseller, technology or service partner in Rwanda.',
  intro:
    'Distributors, resellers, technology vendors and service companies: tell us about your business and how we can grow together.',
  fields: {
    companyName: 'Company Name',
    tinNumber: 'TIN/Company ID',
    contactPerson: 'Contact Person',
    email: 'Email',
    phone: 'Phone',
    partnershipType: 'Partnership Type',
    choosePartnershipType: 'Select a partnership type',
    description: 'Description',
    descriptionHint: 'What would you like to do together?',
  },
  submit: 'Submit Request',
  submitting: 'Submitting...',
  success: 'Partnership request submitted successfully',
  queued: pwa.submissionQueued,
  failure: 'Failed to submit partnership request',
} as const;
