/**
 * Firebase App Check, started with Firestore, Storage and Functions before their first request. The
 * provider comes from the build (reCAPTCHA Enterprise, the debug token, or none); on the emulators the
 * debug token is handed over as the token itself, so nothing leaves the machine. Why each is so:
 * README.md, "App Check".
 */
import type * as AppCheckApi from 'firebase/app-check';
import type { FirebaseApp } from 'firebase/app';

export type AppCheckConfig = {
  recaptchaEnterpriseSiteKey?: string;
  debugToken?: string;
  useEmulators: boolean;
  devServer: boolean;
};

export type AppCheckSetup =
  | { provider: 'none' }
  | { provider: 'recaptcha-enterprise'; siteKey: string }
  /** The SDK's debug provider; `true` has it make up a token and print it for registration. */
  | { provider: 'debug'; token: string | true }
  /** The debug token given to the emulators as it is, with no exchange. */
  | { provider: 'emulator-debug'; token: string };

/** A token for the emulators when the flag is only switched on (`true`): any string passes there. */
const EMULATOR_TOKEN = 'emulator-app-check-debug-token';
/** How long a token handed to the emulators is taken to be valid; the SDK asks again before. */
const EMULATOR_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export function appCheckSetup(config: AppCheckConfig): AppCheckSetup {
  const debugToken = config.debugToken?.trim();
  const siteKey = config.recaptchaEnterpriseSiteKey?.trim();
  if (config.useEmulators) {
    return debugToken
      ? { provider: 'emulator-debug', token: debugToken === 'true' ? EMULATOR_TOKEN : debugToken }
      : { provider: 'none' };
  }
  if (debugToken && config.devServer) {
    return { provider: 'debug', token: debugToken === 'true' ? true : debugToken };
  }
  return siteKey ? { provider: 'recaptcha-enterprise', siteKey } : { provider: 'none' };
}

type AppCheckSdk = typeof AppCheckApi;
type DebugGlobal = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | true };

/** The options `initializeAppCheck` takes for a setup other than "none". */
export function appCheckOptions(
  setup: Exclude<AppCheckSetup, { provider: 'none' }>,
  sdk: AppCheckSdk,
): AppCheckApi.AppCheckOptions {
  switch (setup.provider) {
    case 'recaptcha-enterprise':
      return {
        provider: new sdk.ReCaptchaEnterpriseProvider(setup.siteKey),
        isTokenAutoRefreshEnabled: true,
      };
    case 'debug':
      // Read by `initializeAppCheck`, which then uses the debug provider whatever provider it is
      // given; a custom one, because reCAPTCHA's would still load Google's script.
      (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = setup.token;
      return {
        provider: new sdk.CustomProvider({
          getToken: () => Promise.reject(new Error('The debug provider supplies the tokens')),
        }),
        isTokenAutoRefreshEnabled: true,
      };
    case 'emulator-debug':
      return {
        provider: new sdk.CustomProvider({
          getToken: async () => ({
            token: setup.token,
            expireTimeMillis: Date.now() + EMULATOR_TOKEN_LIFETIME_MS,
          }),
        }),
        isTokenAutoRefreshEnabled: true,
      };
  }
}

/**
 * Starts App Check for `app` as the configuration says. A failure (its code could not be fetched
 * offline) is reported and Firestore goes on without it: the site keeps working for visitors
 * while App Check is only monitored, and enforcement refuses such requests anyway.
 */
export async function startAppCheck(
  app: FirebaseApp,
  config: AppCheckConfig,
): Promise<AppCheckApi.AppCheck | null> {
  const setup = appCheckSetup(config);
  if (setup.provider === 'none') return null;
  try {
    const sdk = await import('firebase/app-check');
    return sdk.initializeAppCheck(app, appCheckOptions(setup, sdk));
  } catch (error) {
    console.warn('App Check could not start', error);
    return null;
  }
}
