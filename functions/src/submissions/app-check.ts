import { getAppCheck } from 'firebase-admin/app-check';
import { adminApp } from '../admin';

/** What a request's App Check token says: missing, refused, or the verified app (its id). */
export type AppCheckResult =
  { state: 'missing' } | { state: 'invalid' } | { state: 'valid'; appId: string | null };

/**
 * The Functions emulator does not verify tokens (it has no keys to check them with): it turns on
 * firebase-functions' `skipTokenVerification`, under which callables take any token and refuse only
 * a missing one. This Function, an HTTPS one, does the same there, so App Check is enforced as far
 * as the emulators can check it; in production, the Admin SDK verifies the token.
 */
function skipsVerification(): boolean {
  if (process.env.FIREBASE_DEBUG_MODE !== 'true') return false;
  try {
    return Boolean(JSON.parse(process.env.FIREBASE_DEBUG_FEATURES ?? '{}').skipTokenVerification);
  } catch {
    return false;
  }
}

export async function checkAppCheck(token: string | undefined): Promise<AppCheckResult> {
  if (!token) return { state: 'missing' };
  if (skipsVerification()) return { state: 'valid', appId: null };
  try {
    const verified = await getAppCheck(adminApp()).verifyToken(token);
    return { state: 'valid', appId: verified.appId };
  } catch {
    return { state: 'invalid' };
  }
}
