import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let db: Firestore | undefined;

/**
 * The database the public pages are rendered from, read with the Admin SDK on the server: the
 * render Function's own credentials in production, the emulator (FIRESTORE_EMULATOR_HOST) locally.
 * Only published content is read here, by the queries of this folder.
 */
export function publicDb(): Firestore {
  db ??= getFirestore(getApps()[0] ?? initializeApp());
  return db;
}
