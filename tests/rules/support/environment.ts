import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { teamRecords } from './actors';

/**
 * This test file's own project on the emulators (each file runs in a process of its own): the
 * files run side by side, and each test empties its project's database, not another file's. A
 * `demo-` id needs no credentials, and the Functions' triggers, which listen to the app's project
 * only, never see these writes.
 */
export const PROJECT_ID = `demo-rules-${randomUUID().slice(0, 8)}`;

/**
 * One rules environment per test file, on the emulator emulators:exec started
 * (FIRESTORE_EMULATOR_HOST). Every test starts from an empty database plus the team actors' records
 * and `seed`.
 */
export function useRulesEnvironment(seed: () => Record<string, DocumentData> = () => ({})) {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    // Refused writes are what most tests expect: keep the SDK from logging each one.
    setLogLevel('silent');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await current().clearFirestore();
    await seedDocuments(current(), { ...teamRecords(), ...seed() });
  });

  const current = () => {
    if (!env) throw new Error('The rules environment is not initialised yet');
    return env;
  };
  return current;
}

/** Writes documents (path → data) past the rules, as the seed script and the Functions do. */
export async function seedDocuments(env: RulesTestEnvironment, documents: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (context: RulesTestContext) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
