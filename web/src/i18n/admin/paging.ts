import { groupedWhole as count } from '@kigali/domain';

/** The admin's paged lists: the content screens, the applications and the inbox. */
const noun = (value: number, one: string, many: string) => (value === 1 ? one : many);

/** "Showing 24 of 2,000 products", or without the total when it is unknown (offline). */
const showing = (one: string, many: string) => (shown: number, total: number | null) =>
  total === null
    ? `Showing ${count(shown)} ${noun(shown, one, many)}`
    : `Showing ${count(shown)} of ${count(total)} ${noun(total, one, many)}`;

export const paging = {
  products: showing('product', 'products'),
  services: showing('service', 'services'),
  jobPostings: showing('job posting', 'job postings'),
  partners: showing('partner', 'partners'),
  categories: showing('category', 'categories'),
  applications: showing('application', 'applications'),
  messages: showing('message', 'messages'),
  requests: showing('request', 'requests'),
  productSearchHint: 'Finds products whose name or slug starts with what you type.',
  serviceSearchHint: 'Finds services and trainings whose name or slug starts with what you type.',
  applicationMatches: (matches: number, total: number) =>
    `${count(matches)} of ${count(total)} ${noun(total, 'application', 'applications')} match your search`,
} as const;
