import { HOST, PORTS, PROJECT_ID } from '../../../scripts/lib/emulator-config';

export type CallableAnswer<Result> = { result?: Result; error?: { status: string; message: string } };

/**
 * Calls a callable Function on the Functions emulator over HTTP, the way the Firebase web SDK does:
 * `{ data }` in, `{ result }` or `{ error }` out, the user's ID token as a bearer token.
 */
export async function callCallable<Result>(
  name: string,
  token: string | null,
  data: unknown,
): Promise<CallableAnswer<Result>> {
  const response = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer<Result>;
}
