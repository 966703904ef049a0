import { PATTERNS } from '@kigali/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The rules repeat the domain's text patterns (rules cannot import them). A pattern edited on
 * one side only would let the form and the rules disagree, so each must appear verbatim, as a
 * double-quoted rules string (whose escapes are JSON's for these patterns).
 */
describe('firestore.rules repeats the domain patterns', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  it.each(Object.entries(PATTERNS))('%s', (_name, pattern) => {
    expect(rules).toContain(JSON.stringify(pattern));
  });
});
