import { admin } from './admin';
import { adminContent } from './admin-content';
import { languages } from './languages';
import { paging } from './paging';

/**
 * The back office's texts. The admin screens are in English only, so these stay TypeScript, in
 * the admin's chunk, apart from the visitors' catalogues (../locales).
 */
export const adminMessages = { admin, adminContent, languages, paging } as const;
