import { HOST, PORTS, PROJECT_ID } from '../../../scripts/lib/emulator-config';

export type CallableAnswer<Result> = { result?: Result; error?: { status: string; message: string } };

/**
 * What the web app sends as its App Check token on the emulators (web/src/lib/app-check.ts): they
 * do not verify App Check tokens, but a callable that enforces App Check refuses a call without one.
 */
export const EMULATOR_APP_CHECK_TOKEN = 'emulator-app-check-debug-token';

/**
 * Calls a callable Function on the Functions emulator over HTTP, the way the Firebase web SDK does:
 * `{ data }` in, `{ result }` or `{ error }` out, the user's ID token as a bearer token, and the app's
 * App Check token unless `appCheck` is false (a script calling the API itself).
 */
export async function callCallable<Result>(
  name: string,
  token: string | null,
  data: unknown,
  { appCheck = true } = {},
): Promise<CallableAnswer<Result>> {
  const response = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(appCheck ? { 'x-firebase-appcheck': EMULATOR_APP_CHECK_TOKEN } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer<Result>;
}
