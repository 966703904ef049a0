import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from './emulator-config';

/**
 * The Admin SDK pointed at the local emulators. Inside `firebase emulators:exec` the emulator
 * variables are already set; run on their own, scripts assume the default ports.
 */
export function emulatorAdmin() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to touch project "${projectId}": local scripts only run against demo- projects.`,
    );
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}
