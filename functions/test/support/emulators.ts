import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { emulatorAdmin } from '../../../scripts/lib/admin-sdk';

export const adminDb = () => emulatorAdmin().db;

/** A marker unique to one test, put in the documents it writes so it finds its own mails. */
export const uniqueMarker = () => `T${randomUUID().slice(0, 8)}`;

/** Polls until `read` returns a value (the triggers run asynchronously in the Functions emulator). */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The delivery map once it reaches one of `states`. */
export function deliveryReaching(ref: DocumentReference, states: string[]) {
  return eventually(
    async () => {
      const delivery = (await ref.get()).get('delivery') as Record<string, unknown> | undefined;
      return delivery && states.includes(String(delivery.state)) ? delivery : undefined;
    },
    `${ref.path} delivery to reach ${states.join(' or ')}`,
  );
}

/** Where the Hosting emulator of this run listens, as the emulator hub reports it. */
export async function hostingOrigin(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run inside firebase emulators:exec');
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  if (!emulators.hosting) throw new Error('The Hosting emulator is not running');
  return `http://${emulators.hosting.host}:${emulators.hosting.port}`;
}
