import { DocumentGoneError } from '@/data/document-versions';
import { NotInTrashError } from '@/data/trash';
import { FieldTakenError } from '@/data/write-errors';
import { adminMessages } from '@/i18n/admin';

/**
 * What a failed restore says: a slug another product or service took meanwhile, an item no longer
 * where it was (restored or purged by someone else), or the plain failure.
 */
export function restoreFailure(error: unknown, collection: string, failed: string): string {
  const t = adminMessages.editorial;
  if (error instanceof FieldTakenError) return t.trash.slugTaken(collection);
  if (error instanceof NotInTrashError) return t.trash.notInTrash;
  if (error instanceof DocumentGoneError) return t.historyScreen.gone;
  return failed;
}
