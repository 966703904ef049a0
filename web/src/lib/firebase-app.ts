import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { env } from '@/config/env';

/** The one Firebase app. Imported only from the lazily loaded Firebase modules (this folder). */
export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(env.firebase);
}

let ready: Promise<{ app: FirebaseApp; appCheck: AppCheck | null }> | null = null;

function startFirebase() {
  ready ??= (async () => {
    const app = firebaseApp();
    const { recaptchaEnterpriseSiteKey, debugToken } = env.appCheck;
    // Fetched only where the build has App Check variables, so public pages load nothing more
    // without them; the server's render runs in Node, where there is nothing to prove.
    if ((recaptchaEnterpriseSiteKey || debugToken) && !import.meta.env.SSR) {
      const { startAppCheck } = await import('./app-check');
      return { app, appCheck: await startAppCheck(app, env.appCheck) };
    }
    return { app, appCheck: null };
  })();
  return ready;
}

/**
 * The app once App Check has started (app-check.ts), for Firestore, Storage and Functions: their
 * first request then already carries an App Check token, which an enforcing backend requires. Auth
 * does not take part in App Check here, so it uses `firebaseApp()`.
 */
export const readyFirebaseApp = (): Promise<FirebaseApp> => startFirebase().then(({ app }) => app);

/** App Check, started as for the SDKs, for requests the app makes itself; null where it is off. */
export const readyAppCheck = (): Promise<AppCheck | null> => startFirebase().then(({ appCheck }) => appCheck);

/** Emulators are reached on the host that served the page, so a phone on the LAN works too. */
export const emulatorHost = () => (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);
