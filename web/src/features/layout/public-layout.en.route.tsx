import { provideCatalogue } from '@/i18n';
import compiled from '@/i18n/locales/en.json';

// The layout of the en pages brings the language's messages with it: the page's own modules load
// them, so rendering never waits for a catalogue fetched afterwards (web/src/i18n/index.ts).
provideCatalogue('en', compiled);

export { PublicLayout as default } from './PublicLayout';
export { publicPageHeaders as headers } from '@/server/page-data.server';
