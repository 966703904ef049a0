import { readFileSync, writeFileSync } from 'node:fs';
import { generatedTypes } from '../web/vite/icu-catalogue';

/** Writes the catalogues' TypeScript type from the English catalogue (web/src/i18n). */
const english: unknown = JSON.parse(readFileSync('web/src/i18n/locales/en.json', 'utf8'));
writeFileSync('web/src/i18n/messages.generated.ts', generatedTypes(english));
console.log('Wrote web/src/i18n/messages.generated.ts');
