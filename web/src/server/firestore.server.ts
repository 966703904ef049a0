import { getApps, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { countReads } from './read-meter.server';

let db: Firestore | undefined;

/**
 * The database the public pages are rendered from, read with the Admin SDK on the server: the
 * render Function's own credentials in production, the emulator (FIRESTORE_EMULATOR_HOST) locally.
 * Only what visitors may see is read, by the queries of this folder, each through the helpers
 * below so that it is counted.
 */
export function publicDb(): Firestore {
  db ??= getFirestore(getApps()[0] ?? initializeApp());
  return db;
}

export async function readQuery(query: Query): Promise<QuerySnapshot> {
  const snapshot = await query.get();
  countReads(snapshot.size);
  return snapshot;
}

export async function readDocument(ref: DocumentReference): Promise<DocumentSnapshot> {
  const snapshot = await ref.get();
  countReads(1);
  return snapshot;
}

/** How many documents a query matches, counted by the server (one read up to a thousand). */
export async function readCount(query: Query): Promise<number> {
  const { count } = (await query.count().get()).data();
  countReads(Math.ceil(count / 1000));
  return count;
}
