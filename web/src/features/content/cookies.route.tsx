export { CookiesPage as default } from './CookiesPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
