import { PATTERNS } from '@kigali/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The rules repeat the domain's text patterns the admin forms use (rules cannot import them). A
 * pattern edited on one side only would let the form and the rules disagree, so each must appear
 * verbatim, as a double-quoted rules string (whose escapes are JSON's for these patterns). The
 * visitors' e-mail, phone and URL patterns are not there: the submissions Function checks what
 * visitors send with the forms' schemas themselves.
 */
const IN_THE_RULES = ['imageUrl', 'slug', 'sitePath', 'singleLine'] as const;

describe('firestore.rules repeats the domain patterns', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  it.each(IN_THE_RULES.map((name) => [name, PATTERNS[name]]))('%s', (_name, pattern) => {
    expect(rules).toContain(JSON.stringify(pattern));
  });
});
