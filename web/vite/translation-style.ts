import type { TranslatedLocale } from '@kigali/domain/locales';

/**
 * What docs/glossary.md asks of every French and Kinyarwanda text, for the tests of the catalogues
 * (src/i18n/catalogues.test.ts) and of the seed's translations (scripts/seed-translations.test.ts):
 * "…" as one character, none of the English words its "never left in English" list names, and in
 * French the narrow no-break space before two-part punctuation and inside guillemets.
 */

/** A word of the glossary's list, and the languages that must not keep it. */
export type EnglishWord = { word: string; locales: readonly TranslatedLocale[] };

const LIST = /^```never-in-english\n([\s\S]*?)^```/m;
/** "analogue [rw]": a word refused in one language only (French has a word "analogue" of its own). */
const ENTRY = /^(.+?)(?:\s+\[(fr|rw)\])?$/;

/** The glossary's fenced ```never-in-english list, one word or phrase a line. */
export function neverInEnglish(glossary: string): EnglishWord[] {
  const block = LIST.exec(glossary)?.[1] ?? '';
  const words = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, word = '', locale] = ENTRY.exec(line) ?? [];
      return { word, locales: locale ? [locale as TranslatedLocale] : (['fr', 'rw'] as const) };
    });
  // An empty list would let every text pass: the tests would check nothing.
  if (words.length === 0) throw new Error('docs/glossary.md has no ```never-in-english list');
  return words;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English's plural ending for a word: "lenses", "inches", but "dashboards" (and not "domaines"). */
const pluralEnding = (word: string) => (/(?:s|x|ch|sh)$/i.test(word) ? '(?:es)?' : 's?');

/**
 * The word as a whole word in any case, in the plural too, its spaces matching any space or a
 * hyphen ("help desk", "help-desk").
 */
const wordPattern = (word: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/ +/g, '[\\s-]+')}${pluralEnding(word)}(?![\\p{L}\\p{N}])`,
    'iu',
  );

/** French punctuation written without the narrow no-break space before it (but 08:00 and https:). */
const FRENCH_PUNCTUATION = /(?<!\u202f)[;:!?»](?!\/\/)|«(?!\u202f)/gu;
const isClock = (text: string, at: number) => /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + 1] ?? '');

/** Every way a French or Kinyarwanda text breaks the glossary's rules, one short line each. */
export function styleProblems(
  text: string,
  locale: TranslatedLocale,
  words: readonly EnglishWord[],
): string[] {
  const problems: string[] = [];
  if (text.includes('...')) problems.push('"..." instead of "…"');
  for (const { word, locales } of words) {
    const found = locales.includes(locale) ? wordPattern(word).exec(text) : null;
    if (found) problems.push(`English "${found[0]}"`);
  }
  if (locale === 'fr') {
    for (const mark of text.matchAll(FRENCH_PUNCTUATION)) {
      if (mark[0] === ':' && isClock(text, mark.index)) continue;
      problems.push(
        mark[0] === '«'
          ? `no narrow no-break space (U+202F) after "«"`
          : `no narrow no-break space (U+202F) before "${mark[0]}"`,
      );
    }
  }
  return problems;
}
