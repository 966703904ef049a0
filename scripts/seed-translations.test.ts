/**
 * The seed's French and Kinyarwanda content (issue 15): every document visitors read carries both
 * languages with every translatable field filled in, lists as long as English's, texts with English's
 * line breaks (an article's paragraphs), a product's specifications all named in the language (names
 * and values, checked like the texts), and words really translated rather than English copied,
 * written as the glossary asks (docs/glossary.md: "…", no English word of its list, French spacing).
 * Each document also goes through the schema scripts/seed.ts parses it with, so seeding keeps them all.
 */
import {
  heroSlideSchema,
  jobPostingSchema,
  productCategorySchema,
  productSchema,
  publicationSchema,
  serviceSchema,
  TRANSLATABLE_FIELDS,
  TRANSLATED_LOCALES,
  translatableFields,
  type TranslatableCollection,
} from '@kigali/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { neverInEnglish, styleProblems } from '../web/vite/translation-style';
import { ROOT } from './lib/emulator-config';

type SeedDocument = Record<string, unknown> & {
  id: string;
  translations?: Record<string, Record<string, unknown> | undefined>;
};

/** The schema each collection is seeded with (scripts/seed.ts). */
const SEED_SCHEMAS: Record<TranslatableCollection, z.ZodType> = {
  products: productSchema,
  services: serviceSchema,
  job_postings: jobPostingSchema,
  publications: publicationSchema,
  hero_slides: heroSlideSchema,
  product_categories: productCategorySchema,
};

/** English texts a translation rightly keeps as they are: place names written the same in French. */
const KEPT_AS_IN_ENGLISH = new Set(['Kigali, Rwanda']);

const collections = Object.keys(TRANSLATABLE_FIELDS) as TranslatableCollection[];
const seedDocuments = (collection: TranslatableCollection): SeedDocument[] =>
  JSON.parse(readFileSync(join(ROOT, 'seed', 'data', `${collection}.json`), 'utf8'));

const lineCount = (text: string) => text.split('\n').length;

/** What is wrong with one translated text, compared with its English. */
function textProblem(english: string, translated: unknown): string | null {
  if (typeof translated !== 'string' || translated.trim() === '') return 'is missing or empty';
  if (translated === english && !KEPT_AS_IN_ENGLISH.has(english)) return 'is the English text';
  if (lineCount(translated) !== lineCount(english)) {
    return `has ${lineCount(translated)} lines, English ${lineCount(english)}`;
  }
  return null;
}

/** What is wrong with one language's specifications, compared with English's. */
function specificationsProblems(at: string, english: Record<string, string>, translated: unknown): string[] {
  const isMap = typeof translated === 'object' && translated !== null && !Array.isArray(translated);
  const entries = isMap ? Object.entries(translated as Record<string, unknown>) : [];
  const count = Object.keys(english).length;
  if (entries.length !== count)
    return [`${at} has ${isMap ? entries.length : 'no'} entries, English ${count}`];
  const problems = entries.flatMap(([name, value]) =>
    name.trim() === '' || typeof value !== 'string' || value.trim() === ''
      ? [`${at} "${name}" is missing its name or its value`]
      : [],
  );
  if (entries.every(([name]) => name in english)) problems.push(`${at} keeps English's names`);
  return problems;
}

/** Every way the documents' translations fall short of their English, one line each. */
function translationProblems(collection: TranslatableCollection, documents: SeedDocument[]): string[] {
  const problems: string[] = [];
  for (const document of documents) {
    for (const locale of TRANSLATED_LOCALES) {
      const translated = document.translations?.[locale] ?? {};
      for (const field of translatableFields(collection)) {
        const english = document[field];
        const value = translated[field];
        const at = `${document.id} ${locale}.${field}`;
        if (english === null || english === undefined) {
          if (value !== undefined) problems.push(`${at} is translated but English has none`);
        } else if (Array.isArray(english)) {
          if (!Array.isArray(value) || value.length !== english.length) {
            problems.push(
              `${at} has ${Array.isArray(value) ? value.length : 'no'} items, English ${english.length}`,
            );
            continue;
          }
          english.forEach((item: string, index) => {
            const problem = textProblem(item, value[index]);
            if (problem) problems.push(`${at}[${index}] ${problem}`);
          });
        } else if (typeof english === 'object') {
          // Specifications: the translated map replaces the English one as a whole (inLanguage), so it
          // names every specification English does, and is not English's map copied. A value may stay
          // as in English ("4 MP", "IP67"): model numbers and units are written alike in every language.
          problems.push(...specificationsProblems(at, english as Record<string, string>, value));
        } else {
          const problem = textProblem(String(english), value);
          if (problem) problems.push(`${at} ${problem}`);
        }
      }
    }
  }
  return problems;
}

const glossaryWords = neverInEnglish(readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8'));

/** Every translated text of the documents that breaks the glossary's rules, one line each. */
function styleProblemsOf(collection: TranslatableCollection, documents: SeedDocument[]): string[] {
  return documents.flatMap((document) =>
    TRANSLATED_LOCALES.flatMap((locale) =>
      translatableFields(collection).flatMap((field) => {
        const value: unknown = document.translations?.[locale]?.[field];
        // A text, a list's items, or a map's names and values (specifications), each with where it is.
        const texts: [string, unknown][] = Array.isArray(value)
          ? value.map((item, index) => [`[${index}]`, item])
          : typeof value === 'object' && value !== null
            ? Object.entries(value).flatMap(([name, text]): [string, unknown][] => [
                [`["${name}"] name`, name],
                [`["${name}"]`, text],
              ])
            : [['', value]];
        return texts.flatMap(([where, text]) =>
          typeof text === 'string'
            ? styleProblems(text, locale, glossaryWords).map(
                (problem) => `${document.id} ${locale}.${field}${where}: ${problem}`,
              )
            : [],
        );
      }),
    ),
  );
}

describe('the seed in French and Kinyarwanda', () => {
  it.each(collections)('%s: every document has fr and rw with every field translated', (collection) => {
    const documents = seedDocuments(collection);
    expect(documents.length).toBeGreaterThan(0);
    expect(translationProblems(collection, documents)).toEqual([]);
  });

  it.each(collections)('%s: the seed schema accepts the translations and keeps all of them', (collection) => {
    for (const document of seedDocuments(collection)) {
      const result = SEED_SCHEMAS[collection].safeParse(document);
      expect(result.error?.issues, document.id).toBeUndefined();
      expect((result.data as SeedDocument).translations, document.id).toEqual(document.translations);
    }
  });

  it.each(collections)('%s: the translations follow the glossary’s writing rules', (collection) => {
    expect(styleProblemsOf(collection, seedDocuments(collection))).toEqual([]);
  });

  it('reports "...", an English word of the glossary’s list and unspaced French punctuation, naming the field', () => {
    const [posting] = seedDocuments('job_postings');
    const { fr, rw } = posting!.translations as Record<string, Record<string, unknown>>;
    const broken: SeedDocument = {
      ...posting!,
      translations: {
        fr: { ...fr, title: 'Technicien...', requirements: ['Anglais: courant', 'Bon niveau'] },
        rw: { ...rw, description: 'Ubumenyi muri electronics' },
      },
    };
    expect(styleProblemsOf('job_postings', [broken])).toEqual([
      `${posting!.id} fr.title: "..." instead of "…"`,
      `${posting!.id} fr.requirements[0]: no narrow no-break space (U+202F) before ":"`,
      `${posting!.id} rw.description: English "electronics"`,
    ]);
  });

  it('reports specifications that are short, English’s copied, blank, or against the glossary', () => {
    const [camera] = seedDocuments('products');
    const english = camera!.specifications as Record<string, string>;
    const { fr, rw } = camera!.translations as Record<string, Record<string, unknown>>;
    const [firstName, firstValue] = Object.entries(fr!.specifications as Record<string, string>)[0]!;
    const broken: SeedDocument = {
      ...camera!,
      translations: {
        fr: {
          ...fr,
          specifications: {
            ...(fr!.specifications as Record<string, string>),
            [firstName]: ' ',
          },
        },
        rw: { ...rw, specifications: english },
      },
    };
    const short: SeedDocument = {
      ...camera!,
      id: 'short',
      translations: { fr: { ...fr, specifications: { [firstName]: firstValue } }, rw },
    };
    const count = Object.keys(english).length;
    expect(translationProblems('products', [broken, short])).toEqual([
      `${camera!.id} fr.specifications "${firstName}" is missing its name or its value`,
      `${camera!.id} rw.specifications keeps English's names`,
      `short fr.specifications has 1 entries, English ${count}`,
    ]);

    const unstyled: SeedDocument = {
      ...camera!,
      translations: {
        fr: { ...fr, specifications: { 'Vision de nuit': 'Infrared: 30 m' } },
        rw: { ...rw, specifications: { 'Smart sensor': '30 m' } },
      },
    };
    expect(styleProblemsOf('products', [unstyled])).toEqual([
      `${camera!.id} fr.specifications["Vision de nuit"]: English "Infrared"`,
      `${camera!.id} fr.specifications["Vision de nuit"]: no narrow no-break space (U+202F) before ":"`,
      `${camera!.id} rw.specifications["Smart sensor"] name: English "Smart"`,
      `${camera!.id} rw.specifications["Smart sensor"] name: English "sensor"`,
    ]);
  });

  it('reports a missing language or field, a short list, copied English, lost paragraphs and an extra excerpt', () => {
    const [posting] = seedDocuments('job_postings');
    const { fr, rw } = posting!.translations as Record<string, Record<string, unknown>>;
    const broken: SeedDocument = {
      ...posting!,
      translations: {
        fr: { ...fr, department: posting!.department, requirements: (fr!.requirements as string[]).slice(1) },
        rw: { ...rw, title: ' ' },
      },
    };
    const withoutRw: SeedDocument = { ...posting!, id: 'no-rw', translations: { fr } };
    expect(translationProblems('job_postings', [broken, withoutRw])).toEqual([
      `${posting!.id} fr.department is the English text`,
      `${posting!.id} fr.requirements has 4 items, English 5`,
      `${posting!.id} rw.title is missing or empty`,
      'no-rw rw.title is missing or empty',
      'no-rw rw.department is missing or empty',
      'no-rw rw.location is missing or empty',
      'no-rw rw.description is missing or empty',
      'no-rw rw.requirements has no items, English 5',
      'no-rw rw.responsibilities has no items, English 4',
    ]);

    const article = seedDocuments('publications').find((publication) => publication.is_published)!;
    const { fr: articleFr, rw: articleRw } = article.translations as Record<string, Record<string, unknown>>;
    const merged: SeedDocument = {
      ...article,
      excerpt: null,
      translations: {
        fr: { ...articleFr, content: (articleFr!.content as string).replaceAll('\n\n', ' ') },
        rw: articleRw,
      },
    };
    expect(translationProblems('publications', [merged])).toEqual([
      `${article.id} fr.excerpt is translated but English has none`,
      `${article.id} fr.content has 1 lines, English ${lineCount(article.content as string)}`,
      `${article.id} rw.excerpt is translated but English has none`,
    ]);
  });
});
