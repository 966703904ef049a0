import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { expect, it } from 'vitest';
import type * as z from 'zod';

/** Every kind of character String.prototype.trim (zod's .trim()) strips, for padding. */
export const PAD = ' \t\u00a0\u3000\ufeff';

export type PaddedCase = [label: string, field: string, value: string, outcome: 'accepted' | 'refused'];

/**
 * The mail Function parses each stored submission with the form's schema again, so a stored text
 * the rules accept must pass that schema, and one they refuse should fail it: both measure lengths
 * after trimming. Each case is written as stored (padding and all, past the form) and must get
 * the same answer from the schema and from the rules.
 */
export function itMeasuresTrimmedLengthsAsTheSchema(
  submit: (data: DocumentData) => Promise<unknown>,
  valid: DocumentData,
  schema: z.ZodType,
  cases: readonly PaddedCase[],
) {
  it.each(cases)('%s: %s', async (_label, field, value, outcome) => {
    const data = { ...valid, [field]: value };
    expect(schema.safeParse(data).success, 'what the mail Function’s schema says').toBe(
      outcome === 'accepted',
    );
    await (outcome === 'accepted' ? assertSucceeds(submit(data)) : assertFails(submit(data)));
  });
}
