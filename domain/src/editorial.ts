import * as z from 'zod';
import { ROLES, type ContentCollection } from './roles';

/**
 * The records of the editorial workflow (docs/architecture.md#editorial-workflow): the stamps every
 * content document carries, the activity log, the versions history keeps, the trash and the team.
 * The Functions write the log and the versions; the browser writes the stamps and the trash, checked
 * by the rules.
 */

/**
 * Written with every change of a content document, not edited by anyone: who made the change, when,
 * and, on a restore, where the restored content came from (`RESTORED_FROM_TRASH` or a version's id).
 * A change that is not a restore removes `restored_from`.
 */
export const STAMP_FIELDS = ['created_at', 'updated_at', 'updated_by', 'restored_from'] as const;
export const RESTORED_FROM_TRASH = 'trash';

/** How long a deleted document stays in the trash before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;

/** The trash entry of a document: one per document, so a second delete cannot pile up copies. */
export const trashEntryId = (collection: ContentCollection, docId: string) => `${collection}:${docId}`;

/** What lists, the log and the trash call a document: its name, title or label. */
export function documentLabel(collection: ContentCollection, data: Record<string, unknown>): string {
  const field =
    collection === 'publications' || collection === 'hero_slides' || collection === 'job_postings'
      ? 'title'
      : collection === 'navigation_items'
        ? 'label'
        : 'name';
  const label = data[field];
  return typeof label === 'string' ? label : '';
}

/**
 * Whether two stored values are the same: Firestore Timestamps (and anything else with `isEqual`)
 * by their own comparison, lists and maps field by field, whatever the order of a map's keys.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const equals = (a as { isEqual?: unknown }).isEqual;
  if (typeof equals === 'function') return Boolean(equals.call(a, b));
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/**
 * The fields a change touched, stamps left out, sorted: every field of a new or deleted document,
 * or those whose value differs between the two versions.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): string[] {
  const stamps: readonly string[] = STAMP_FIELDS;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((key) => !stamps.includes(key))
    .filter((key) => !before || !after || !sameValue(before[key], after[key]))
    .sort();
}

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'status', 'role'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Moved to trash',
  restore: 'Restored',
  purge: 'Deleted for good',
  status: 'Changed status',
  role: 'Changed role',
};

/** Who made a change: a team member's uid, or null for the server (the trash purge, the seed). */
const actor = z.string().nullable();
const time = z.date().nullable();

/** One entry of `activity_log`, written by the Functions only. */
export const activityEntryEntity = z.object({
  id: z.string(),
  at: time,
  actor_uid: actor,
  /** The actor's e-mail when the change was made, so the log reads well after they leave the team. */
  actor_email: z.string().nullable(),
  collection: z.string(),
  doc_id: z.string(),
  doc_label: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  fields: z.array(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntryEntity>;

/**
 * A former version of a content document, in `document_versions`, written by the Functions when an
 * update replaces it. `data` is the document as it was, stamps included, with Firestore's own values
 * (Timestamps stay Timestamps) so a restore writes back exactly what was there.
 */
export const documentVersionEntity = z.object({
  id: z.string(),
  collection: z.string(),
  doc_id: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** Who made this version (its `updated_by`), and when it was replaced, by whom (with their e-mails). */
  made_by: actor,
  made_by_email: z.string().nullable(),
  replaced_at: time,
  replaced_by: actor,
  replaced_by_email: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionEntity>;

/** A deleted content document in `trash/{collection}:{id}`, restorable until `purge_at`. */
export const trashEntryEntity = z.object({
  id: z.string(),
  collection: z.string(),
  doc_id: z.string(),
  label: z.string(),
  data: z.record(z.string(), z.unknown()),
  deleted_at: time,
  deleted_by: z.string(),
  /** The e-mail of the signed-in user who deleted it (the rules check it against their token). */
  deleted_by_email: z.string().nullable(),
  purge_at: time,
});
export type TrashEntry = z.infer<typeof trashEntryEntity>;

/** A member of the team in `team_members/{uid}`, kept by the role Function and the role scripts. */
export const teamMemberEntity = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  updated_at: time,
  updated_by: actor,
});
export type TeamMember = z.infer<typeof teamMemberEntity>;
