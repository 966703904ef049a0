export { TermsPage as default } from './TermsPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
