import type * as z from 'zod';

/** Firestore Timestamps (anything with toDate, from either SDK) become Dates, so entity schemas can parse them. */
function withDates(data: Record<string, unknown>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    converted[key] =
      value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function'
        ? (value as { toDate: () => Date }).toDate()
        : value;
  }
  return converted;
}

/**
 * A stored document parsed with its entity schema instead of cast. One that does not fit is logged
 * and left out (null): one bad record must not take a whole page down.
 */
export function parseStoredDocument<S extends z.ZodType>(
  schema: S,
  id: string,
  data: Record<string, unknown>,
  path: string,
): z.output<S> | null {
  const result = schema.safeParse({ id, ...withDates(data) });
  if (!result.success) {
    console.error(`Skipping malformed document ${path}`, result.error.issues);
    return null;
  }
  return result.data;
}
