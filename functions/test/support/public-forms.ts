import { randomBytes, randomInt } from 'node:crypto';
import type { SubmissionCollection } from '@kigali/domain';
import { HOST, PORTS, PROJECT_ID } from '../../../scripts/lib/emulator-config';
import { EMULATOR_APP_CHECK_TOKEN } from './callables';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A submission id as a device makes one (20 letters and digits, as Firestore's own ids). */
export const newSubmissionId = () =>
  Array.from(randomBytes(20), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

/** An address of its own for each test, so that one test's submissions never count against another's. */
export const newSender = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const FUNCTION_ORIGIN = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/submitPublicForm`;

export type FormAnswer = { status: number; body: Record<string, unknown> };

/**
 * POSTs a public form's submission to the submissions Function as the web app does (`{ id, fields }`),
 * from `sender` (X-Forwarded-For, as Hosting passes on the visitor's address), with the app's App
 * Check token unless `appCheck` is false. `origin` is the Function's own URL unless Hosting's is given.
 */
export async function postForm(
  collection: SubmissionCollection | string,
  fields: unknown,
  {
    id = newSubmissionId(),
    sender,
    appCheck = true,
    origin = FUNCTION_ORIGIN,
    body,
  }: { id?: string; sender: string; appCheck?: boolean; origin?: string; body?: string },
): Promise<FormAnswer & { id: string }> {
  const response = await fetch(`${origin}/api/submissions/${collection}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': sender,
      ...(appCheck ? { 'x-firebase-appcheck': EMULATOR_APP_CHECK_TOKEN } : {}),
    },
    body: body ?? JSON.stringify({ id, fields }),
  });
  // A body the platform refused before the Function saw it (not JSON) is answered with its own page.
  const json = response.headers.get('content-type')?.includes('application/json');
  const answer = json ? ((await response.json()) as Record<string, unknown>) : {};
  return { id, status: response.status, body: answer };
}
