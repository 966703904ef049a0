export { ContactPage as default } from './ContactPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
