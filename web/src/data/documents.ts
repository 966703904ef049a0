import { parseStoredDocument } from '@kigali/domain';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type * as z from 'zod';

/** A document read in the browser, parsed with its entity schema (see parseStoredDocument). */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  snapshot: DocumentSnapshot,
): z.output<S> | null {
  if (!snapshot.exists()) return null;
  // serverTimestamps: 'estimate' gives a local time to writes still waiting for the server.
  return parseStoredDocument(
    schema,
    snapshot.id,
    snapshot.data({ serverTimestamps: 'estimate' }),
    snapshot.ref.path,
  );
}

export function parseDocuments<S extends z.ZodType>(schema: S, snapshot: QuerySnapshot): z.output<S>[] {
  return snapshot.docs.flatMap((doc) => {
    const parsed = parseDocument(schema, doc);
    return parsed === null ? [] : [parsed];
  });
}
