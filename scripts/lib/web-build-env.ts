import { HOST, PORTS, PROJECT_ID } from './emulator-config';

/** What the web build needs to talk to the local emulators instead of a real project. */
export function emulatorWebEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
    // App Check is on, as it will be in production: the emulators take the debug token as it is
    // (web/src/lib/app-check.ts), so every local run and test goes through its wiring offline.
    // An empty value turns it off.
    VITE_APPCHECK_DEBUG_TOKEN: process.env.VITE_APPCHECK_DEBUG_TOKEN ?? 'true',
    // The dev server renders the public pages itself, reading Firestore with the Admin SDK.
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}
