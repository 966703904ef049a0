import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-kigali',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'products/p1'), { name: 'Camera' });
  });
});

describe('products', () => {
  it('anyone may read a product', async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), 'products/p1')));
  });
  it('a visitor may not write a product', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'products/p2'), { name: 'Fake' }));
  });
});
