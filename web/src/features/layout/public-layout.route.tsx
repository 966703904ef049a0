export { PublicLayout as default } from './PublicLayout';
export { publicPageHeaders as headers } from '@/server/page-data.server';
