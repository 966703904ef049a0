export { SupportPage as default } from './SupportPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
