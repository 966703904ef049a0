import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

/** The one Firebase app. Imported only from the lazily loaded Firestore, Auth and Storage modules. */
export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(env.firebase);
}

/** Emulators are reached on the host that served the page, so a phone on the LAN works too. */
export const emulatorHost = () => (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);
