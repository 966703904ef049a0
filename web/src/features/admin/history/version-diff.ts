import { changedFields } from '@kigali/domain';

/** One changed field between two versions, its values as the lines a person reads. */
export type FieldChange = { field: string; label: string; before: string[]; after: string[] };

/** Texts the readable values use; the screen passes its own (admin texts). */
export type ValueWords = { yes: string; no: string; formatTime: (date: Date) => string };

const isTime = (value: object): value is { toDate: () => Date } =>
  typeof (value as { toDate?: unknown }).toDate === 'function';

/**
 * A stored value as lines a person can read: a text as it is, Yes/No, a time, a list one item a
 * line, a map (specifications, translations) one `name: value` a line, nested names joined with
 * " · " ("fr · title: ..."). An empty value is no lines.
 */
export function valueLines(value: unknown, words: ValueWords, prefix = ''): string[] {
  const line = (text: string) => [prefix ? `${prefix}: ${text}` : text];
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'boolean') return line(value ? words.yes : words.no);
  if (typeof value === 'string') return line(value);
  if (typeof value === 'number') return line(value.toLocaleString('en-GB'));
  if (value instanceof Date) return line(words.formatTime(value));
  if (typeof value !== 'object') return line(String(value));
  if (isTime(value)) return line(words.formatTime(value.toDate()));
  if (Array.isArray(value)) return value.flatMap((item) => valueLines(item, words, prefix));
  return Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, item]) => valueLines(item, words, prefix ? `${prefix} · ${key}` : key));
}

/** "image_url" → "Image url": field names as a heading of the change. */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What changed from `version` to the one after it (`next`): each field that differs, stamps left
 * out (who and when show beside the version instead), in field order.
 */
export function versionChanges(
  version: Record<string, unknown>,
  next: Record<string, unknown>,
  words: ValueWords,
): FieldChange[] {
  return changedFields(version, next).map((field) => ({
    field,
    label: fieldLabel(field),
    before: valueLines(version[field], words),
    after: valueLines(next[field], words),
  }));
}
