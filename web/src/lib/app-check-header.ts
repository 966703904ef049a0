/**
 * The App Check token of a request the app makes itself, as the Firebase SDKs send theirs
 * (`X-Firebase-AppCheck`): the public forms' POST to the submissions Function, which refuses a
 * request without a valid one. Loaded only when a form is sent; App Check's code only where the
 * build configures it (app-check.ts), and never by the public pages' boot script.
 */
import { env } from '@/config/env';

export async function appCheckHeaders(): Promise<Record<string, string>> {
  const { recaptchaEnterpriseSiteKey, debugToken } = env.appCheck;
  if (!recaptchaEnterpriseSiteKey && !debugToken) return {};
  const [{ readyAppCheck }, { getToken }] = await Promise.all([
    import('./firebase-app'),
    import('firebase/app-check'),
  ]);
  const appCheck = await readyAppCheck();
  if (!appCheck) return {};
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}
