export { FaqPage as default } from './FaqPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
