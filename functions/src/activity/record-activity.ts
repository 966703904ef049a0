import { FieldValue } from 'firebase-admin/firestore';
import type { ActivityAction } from '@kigali/domain';
import { adminAuth, adminDb } from '../admin';

export type ActivityRecord = {
  actor_uid: string | null;
  collection: string;
  doc_id: string;
  doc_label: string;
  action: ActivityAction;
  fields: string[];
};

/**
 * The e-mails of the actors this instance has met. A team is small and a uid's e-mail rarely
 * changes, so one lookup per instance is enough; the entry keeps the e-mail of the moment anyway.
 */
const emails = new Map<string, Promise<string | null>>();

async function lookUpEmail(uid: string): Promise<string | null> {
  try {
    return (await adminAuth().getUser(uid)).email ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The actor's e-mail, or null for the server (no uid) or a uid Auth does not know. */
export function actorEmail(uid: string | null): Promise<string | null> {
  if (!uid) return Promise.resolve(null);
  let email = emails.get(uid);
  if (!email) {
    email = lookUpEmail(uid);
    // A failed lookup (Auth unreachable) is not remembered: the trigger's retry asks again.
    email.catch(() => emails.delete(uid));
    emails.set(uid, email);
  }
  return email;
}

/** An entry of the activity log as stored: the record, the actor's e-mail, the server's time. */
export async function activityEntry(entry: ActivityRecord) {
  const actor_email = await actorEmail(entry.actor_uid);
  return { ...entry, fields: [...entry.fields].sort(), actor_email, at: FieldValue.serverTimestamp() };
}

/**
 * Writes one entry of the activity log, the only writer of `activity_log` besides the role changes
 * (which write theirs in the transaction that changes the role). `id` is the trigger's event id, so
 * a retried trigger rewrites its own entry instead of adding a second one.
 */
export async function recordActivity(id: string, entry: ActivityRecord): Promise<void> {
  await adminDb()
    .collection('activity_log')
    .doc(id)
    .set(await activityEntry(entry));
}
