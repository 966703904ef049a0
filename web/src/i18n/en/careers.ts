import { pwa } from './pwa';

/** The careers page and job application form (docs/product.md#careers, #validation and #messages). */
export const careers = {
  title: 'Careers',
  metaDescription:
    'Open positions at Kigali Tech Solutions: join our engineers, technicians and sales team in Kigali, Rwanda.',
  intro: 'Join a team that connects businesses and homes across Rwanda to technology.',
  loading: 'Loading job postings...',
  empty: 'No job positions are open at the moment. Stay tuned for upcoming career opportunities.',
  department: 'Department',
  location: 'Location',
  deadline: 'Deadline',
  noDeadline: 'Open until filled',
  requirements: 'Requirements',
  responsibilities: 'Responsibilities',
  applyNow: 'Apply Now',
  applyFor: (title: string) => `Apply for ${title}`,
  fields: {
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone (optional)',
    resumeUrl: 'Resume URL',
    resumeUrlHint: 'A link to your CV, for example on Google Drive or Dropbox.',
    coverLetter: 'Cover Letter (optional)',
  },
  submit: 'Submit Application',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  success: 'Application submitted successfully',
  queued: pwa.submissionQueued,
  failure: 'Failed to submit application',
} as const;
