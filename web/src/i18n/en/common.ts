import { COMPANY } from '@kigali/domain';

export const common = {
  companyName: COMPANY.name,
  tagline: COMPANY.tagline,
  loading: 'Loading...',
  notFoundTitle: '404 - Page Not Found',
  notFoundText: 'The page you are looking for does not exist.',
  backHome: 'Back to Home',
  submitting: 'Submitting...',
  cancel: 'Cancel',
} as const;
