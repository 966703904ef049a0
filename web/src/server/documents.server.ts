import { forPageLanguage, parseStoredDocument, type Locale } from '@kigali/domain';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import type * as z from 'zod';

/** One document parsed with its entity schema, in the page's language; null when missing or malformed. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  snapshot: DocumentSnapshot,
  locale: Locale,
): z.output<S> | null {
  if (!snapshot.exists) return null;
  const parsed = parseStoredDocument(schema, snapshot.id, snapshot.data() ?? {}, snapshot.ref.path);
  return parsed === null ? null : (forPageLanguage(parsed as object, locale) as z.output<S>);
}

/** The documents of a query that parse, in the page's language. */
export function parseDocuments<S extends z.ZodType>(
  schema: S,
  snapshot: QuerySnapshot,
  locale: Locale,
): z.output<S>[] {
  return snapshot.docs.flatMap((doc) => {
    const parsed = parseDocument(schema, doc, locale);
    return parsed === null ? [] : [parsed];
  });
}
