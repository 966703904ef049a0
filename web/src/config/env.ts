/** Build-time configuration (Vite env). The site URL feeds canonical links and structured data. */
export const env = {
  useEmulators: import.meta.env.VITE_USE_EMULATORS === 'true',
  siteUrl: (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'https://www.kigalitech.rw',
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string,
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET as string,
    appId: import.meta.env.VITE_FIREBASE_APP_ID as string,
  },
  /** Which Firebase App Check provider the build uses, if any (lib/app-check.ts). */
  appCheck: {
    recaptchaEnterpriseSiteKey: import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY as string | undefined,
    // Read only where a debug token may serve, the emulators and the dev server: a build for a real
    // project leaves it out whatever its environment holds, since a debug token in a deployed bundle
    // would let anyone past App Check.
    debugToken:
      import.meta.env.DEV || import.meta.env.VITE_USE_EMULATORS === 'true'
        ? (import.meta.env.VITE_APPCHECK_DEBUG_TOKEN as string | undefined)
        : undefined,
    useEmulators: import.meta.env.VITE_USE_EMULATORS === 'true',
    devServer: import.meta.env.DEV,
  },
  /** Ports of the Firebase Emulator Suite (firebase.json). */
  emulatorPorts: { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 },
} as const;
