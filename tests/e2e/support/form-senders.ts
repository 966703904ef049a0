import { adminDb } from './admin';

/** What the app sends as its App Check token on the emulators (web/src/lib/app-check.ts). */
export const EMULATOR_APP_CHECK_TOKEN = 'emulator-app-check-debug-token';

/**
 * The submissions Function counts each sender's forms (at most 5 of a form in 10 minutes): every test
 * here sends from the same address, this machine's, so each test that sends forms starts with no
 * sender counted, as a new visitor would.
 */
export async function forgetFormSenders(): Promise<void> {
  const senders = await adminDb().collection('submission_senders').listDocuments();
  await Promise.all(senders.map((sender) => sender.delete()));
}
