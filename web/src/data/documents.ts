import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type * as z from 'zod';

/** Firestore Timestamps (anything with toDate) become Dates, so domain schemas can parse documents. */
function withDates(data: DocumentData): DocumentData {
  const converted: DocumentData = {};
  for (const [key, value] of Object.entries(data)) {
    converted[key] =
      value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function'
        ? (value as { toDate: () => Date }).toDate()
        : value;
  }
  return converted;
}

/**
 * Parse a document with its entity schema instead of casting. A document that does not fit is
 * logged and left out: one bad record must not take a whole page down.
 */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  snapshot: DocumentSnapshot,
): z.output<S> | null {
  if (!snapshot.exists()) return null;
  // serverTimestamps: 'estimate' gives a local time to writes still waiting for the server.
  const result = schema.safeParse({
    id: snapshot.id,
    ...withDates(snapshot.data({ serverTimestamps: 'estimate' })),
  });
  if (!result.success) {
    console.error(`Skipping malformed document ${snapshot.ref.path}`, result.error.issues);
    return null;
  }
  return result.data;
}

export function parseDocuments<S extends z.ZodType>(schema: S, snapshot: QuerySnapshot): z.output<S>[] {
  return snapshot.docs.flatMap((doc) => {
    const parsed = parseDocument(schema, doc);
    return parsed === null ? [] : [parsed];
  });
}
