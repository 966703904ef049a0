import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { it } from 'vitest';

export type WriteCases = {
  /** The valid write the refusals are made from: it must succeed, or the refusals prove nothing. */
  valid: DocumentData;
  /** Other valid shapes that must succeed too. */
  accepted?: [string, DocumentData][];
  /** Each differs from `valid` in one thing and must be refused. */
  refused: [string, DocumentData][];
};

export function itAcceptsAndRefuses(write: (data: DocumentData) => Promise<unknown>, cases: WriteCases) {
  it('accepts the valid write every refusal is made from', async () => {
    await assertSucceeds(write(cases.valid));
  });
  if (cases.accepted?.length) {
    it.each(cases.accepted)('accepts %s', async (_label, data) => {
      await assertSucceeds(write(data));
    });
  }
  it.each(cases.refused)('refuses %s', async (_label, data) => {
    await assertFails(write(data));
  });
}
