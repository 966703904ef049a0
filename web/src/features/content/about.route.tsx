export { AboutPage as default } from './AboutPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
