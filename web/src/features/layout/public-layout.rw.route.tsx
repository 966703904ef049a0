import { provideCatalogue } from '@/i18n';
import compiled from '@/i18n/locales/rw.json';

// The layout of the rw pages brings the language's messages with it: the page's own modules load
// them, so rendering never waits for a catalogue fetched afterwards (web/src/i18n/index.ts).
provideCatalogue('rw', compiled);

export { PublicLayout as default } from './PublicLayout';
export { publicPageHeaders as headers } from '@/server/page-data.server';
