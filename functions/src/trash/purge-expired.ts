/**
 * Deleting trash entries, which is all a purge does here: the trash entry's delete trigger
 * (triggers.ts) cleans up after each one, so the scheduled Function and `npm run trash:purge`
 * on the emulators share this code and their effects.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';

/** A trash entry a purge deleted. */
export type PurgedEntry = { id: string; collection: string; doc_id: string; label: string };

export type PurgeOptions = {
  /** Told of each entry once it is deleted (the script prints them). */
  onPurged?: (entry: PurgedEntry) => void;
  /** How many entries one batch deletes. */
  pageSize?: number;
};

/** Deletes every entry `query` matches, a page at a time (a deleted entry leaves the query). */
async function deleteEntries(
  db: Firestore,
  query: Query,
  { onPurged = () => {}, pageSize = 200 }: PurgeOptions,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const page = await query.limit(pageSize).get();
    if (page.empty) return purged;
    const batch = db.batch();
    for (const entry of page.docs) batch.delete(entry.ref);
    await batch.commit();
    for (const entry of page.docs) {
      onPurged({
        id: entry.id,
        collection: String(entry.get('collection')),
        doc_id: String(entry.get('doc_id')),
        label: String(entry.get('label') ?? ''),
      });
    }
    purged += page.size;
  }
}

/** Purges the trash entries whose 30 days are over at `now`; returns how many went. */
export function purgeExpiredTrash(db: Firestore, now: Date, options: PurgeOptions = {}): Promise<number> {
  const expired = db.collection('trash').where('purge_at', '<=', now).orderBy('purge_at');
  return deleteEntries(db, expired, options);
}

/** Purges every trash entry at once, expired or not (the emulators' `npm run trash:purge -- --all`). */
export function emptyTrash(db: Firestore, options: PurgeOptions = {}): Promise<number> {
  return deleteEntries(db, db.collection('trash'), options);
}
