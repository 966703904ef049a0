export { WorkWithUsPage as default } from './WorkWithUsPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
export { PublicPageError as ErrorBoundary } from '@/features/layout/PageError';
