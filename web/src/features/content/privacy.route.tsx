export { PrivacyPage as default } from './PrivacyPage';
export { publicPageHeaders as headers } from '@/server/page-data.server';
