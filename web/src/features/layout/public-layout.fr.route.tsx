import { provideCatalogue } from '@/i18n';
import compiled from '@/i18n/locales/fr.json';

// The layout of the fr pages brings the language's messages with it: the page's own modules load
// them, so rendering never waits for a catalogue fetched afterwards (web/src/i18n/index.ts).
provideCatalogue('fr', compiled);

export { PublicLayout as default } from './PublicLayout';
export { publicPageHeaders as headers } from '@/server/page-data.server';
