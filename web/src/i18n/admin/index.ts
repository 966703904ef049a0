import { activity } from './activity';
import { admin } from './admin';
import { adminContent } from './admin-content';
import { editorial } from './editorial';
import { languages } from './languages';
import { paging } from './paging';
import { publishing } from './publishing';
import { team } from './team';

/**
 * The back office's texts. The admin screens are in English only, so these stay TypeScript, in
 * the admin's chunk, apart from the visitors' catalogues (../locales).
 */
export const adminMessages = {
  admin,
  adminContent,
  languages,
  paging,
  team,
  activity,
  editorial,
  publishing,
} as const;
