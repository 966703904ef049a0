import { FieldValue, type DocumentData } from 'firebase-admin/firestore';

/**
 * Valid submissions as a form stores them, marked so that a test finds its own mail in the inbox.
 * Extra fields (a `delivery` state, say) are added by the test.
 */
export const contactMessage = (marker: string, extra: DocumentData = {}): DocumentData => ({
  name: `Grace Mukeshimana ${marker}`,
  email: 'grace.mukeshimana@example.com',
  phone: '+250 788 641 220',
  message: `Our school needs about 20 cameras. Reference ${marker}.`,
  created_at: FieldValue.serverTimestamp(),
  ...extra,
});

export const partnershipRequest = (marker: string, extra: DocumentData = {}): DocumentData => ({
  company_name: `Rubavu Digital ${marker}`,
  tin_number: '102345678',
  contact_person: 'Olivier Nshimiyimana',
  email: 'olivier@rubavudigital.example.com',
  phone: '+250 788 552 410',
  partnership_type: 'reseller',
  description: 'We would like to resell your CCTV products in the Western Province.',
  created_at: FieldValue.serverTimestamp(),
  ...extra,
});

/** An application to a posting that need not exist (the mail then names the posting by its id). */
export const jobApplication = (marker: string, extra: DocumentData = {}): DocumentData => ({
  job_posting_id: `posting-${marker}`,
  full_name: `Aline Uwase ${marker}`,
  email: 'aline.uwase@example.com',
  resume_url: 'https://drive.example.com/resumes/aline-uwase-cv.pdf',
  status: 'pending',
  created_at: FieldValue.serverTimestamp(),
  ...extra,
});
