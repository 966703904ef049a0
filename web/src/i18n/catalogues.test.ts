import { LOCALES, TRANSLATED_LOCALES } from '@kigali/domain/locales';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueArguments, compileCatalogue, generatedTypes } from '../../vite/icu-catalogue';
import { neverInEnglish, styleProblems } from '../../vite/translation-style';

const read = (locale: string): unknown =>
  JSON.parse(readFileSync(`web/src/i18n/locales/${locale}.json`, 'utf8'));
const english = catalogueArguments(read('en'));

describe('the message catalogues', () => {
  it('have their TypeScript type up to date with en.json (npm run i18n:types)', () => {
    expect(readFileSync('web/src/i18n/messages.generated.ts', 'utf8')).toBe(generatedTypes(read('en')));
  });

  describe.each(LOCALES)('%s', (locale) => {
    const catalogue = read(locale);

    it('compiles, using nothing the browser’s Intl would have to write', () => {
      expect(() => compileCatalogue(catalogue)).not.toThrow();
    });

    it('has every message English has, and none English lacks', () => {
      const ids = [...catalogueArguments(catalogue).keys()];
      expect(
        ids.filter((id) => !english.has(id)),
        'not in English',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((id) => !ids.includes(id)),
        'missing',
      ).toEqual([]);
    });

    it('gives each message the arguments English gives it', () => {
      const mismatched = [...catalogueArguments(catalogue)]
        .filter(
          ([id, args]) => JSON.stringify(sorted(args)) !== JSON.stringify(sorted(english.get(id) ?? {})),
        )
        .map(([id]) => id);
      expect(mismatched).toEqual([]);
    });
  });
});

describe.each(TRANSLATED_LOCALES)('the %s catalogue, against the glossary (docs/glossary.md)', (locale) => {
  const words = neverInEnglish(readFileSync('docs/glossary.md', 'utf8'));

  it('writes "…" as one character, keeps no English word of the glossary’s list, and spaces French punctuation', () => {
    const problems = texts(read(locale)).flatMap(([id, text]) =>
      styleProblems(text, locale, words).map((problem) => `${id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

/** Every text of a catalogue by its dotted id, lists' items included. */
function texts(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => texts(item, `${at}.${index}`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, item]) =>
    texts(item, at ? `${at}.${key}` : key),
  );
}

const sorted = (args: Record<string, string>) => Object.fromEntries(Object.entries(args).sort());
