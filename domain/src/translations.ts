import * as z from 'zod';
import { MAX_LENGTH } from './constants';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from './locales';
import { VALIDATION } from './messages';
import { matches } from './patterns';
import { textList } from './schemas/fields';
import {
  specificationRows,
  specifications,
  specificationsAsRows,
  type SpecificationRow,
} from './schemas/specifications';

/**
 * The fields an admin may write in French and Kinyarwanda, per collection, and what each is like in
 * English: a `line` (one line, at most `max` characters), a `text` (several lines, at most `max`), a
 * `list` of short texts (the limits of `textList`) or `specifications`, a name/value map whose names
 * and values are both translated (a product's specifications: the translated map replaces the
 * English one). A document keeps its translations in
 * `translations: { fr?: {...}, rw?: {...} }`; a translated field that is missing or empty shows the
 * English. firestore.rules checks the same fields with the same limits.
 */
export const TRANSLATABLE_FIELDS = {
  products: {
    name: { kind: 'line', max: MAX_LENGTH.name },
    description: { kind: 'text', max: MAX_LENGTH.description },
    specifications: { kind: 'specifications' },
  },
  services: {
    name: { kind: 'line', max: MAX_LENGTH.name },
    description: { kind: 'text', max: MAX_LENGTH.description },
    features: { kind: 'list' },
  },
  job_postings: {
    title: { kind: 'line', max: MAX_LENGTH.title },
    department: { kind: 'line', max: MAX_LENGTH.shortText },
    location: { kind: 'line', max: MAX_LENGTH.shortText },
    description: { kind: 'text', max: MAX_LENGTH.description },
    requirements: { kind: 'list' },
    responsibilities: { kind: 'list' },
  },
  publications: {
    title: { kind: 'line', max: MAX_LENGTH.title },
    excerpt: { kind: 'text', max: MAX_LENGTH.description },
    content: { kind: 'text', max: MAX_LENGTH.content },
  },
  hero_slides: {
    title: { kind: 'line', max: MAX_LENGTH.title },
    description: { kind: 'text', max: MAX_LENGTH.description },
    cta_text: { kind: 'line', max: MAX_LENGTH.shortText },
  },
  product_categories: {
    name: { kind: 'line', max: MAX_LENGTH.name },
  },
} as const;

export type TranslatableCollection = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField<C extends TranslatableCollection> = keyof (typeof TRANSLATABLE_FIELDS)[C] &
  string;
type FieldSpec = { kind: 'line' | 'text'; max: number } | { kind: 'list' } | { kind: 'specifications' };
type KindOf<
  C extends TranslatableCollection,
  F extends TranslatableField<C>,
> = (typeof TRANSLATABLE_FIELDS)[C][F] extends { kind: infer K } ? K : never;

/** One language's translated fields of a collection's document, each optional. */
export type TranslatedFields<C extends TranslatableCollection> = {
  [F in TranslatableField<C>]?: KindOf<C, F> extends 'list'
    ? string[]
    : KindOf<C, F> extends 'specifications'
      ? Record<string, string>
      : string;
};
/** A document's `translations`: some fields in some of the translated languages. */
export type Translations<C extends TranslatableCollection> = {
  [L in TranslatedLocale]?: TranslatedFields<C>;
};
/**
 * The translations as a form edits them: every field of every language, '' (or no items) when not
 * translated, specifications as the editor's rows.
 */
export type TranslationFormValues<C extends TranslatableCollection> = {
  [L in TranslatedLocale]: {
    [F in TranslatableField<C>]: KindOf<C, F> extends 'specifications'
      ? SpecificationRow[]
      : Required<TranslatedFields<C>>[F];
  };
};

export const translatableFields = <C extends TranslatableCollection>(collection: C) =>
  Object.keys(TRANSLATABLE_FIELDS[collection]) as TranslatableField<C>[];

const specOf = (collection: TranslatableCollection, field: string): FieldSpec =>
  (TRANSLATABLE_FIELDS[collection] as Record<string, FieldSpec>)[field]!;

/**
 * A translated field is checked as its English counterpart is (length, one line, list limits), except
 * that it may be empty: empty means "not translated".
 */
function translatedField(spec: FieldSpec, specificationsSchema: z.ZodType) {
  // The English list's own schema: it already lets a list be empty.
  if (spec.kind === 'list') return textList;
  if (spec.kind === 'specifications') return specificationsSchema;
  const text = z.string().trim().max(spec.max, VALIDATION.tooLong(spec.max));
  return spec.kind === 'line' ? text.regex(matches('singleLine'), VALIDATION.singleLine) : text;
}

const isEmpty = (value: unknown) => !isFilled(value);

/** Drops empty fields, then languages left with none: what is stored is only what was translated. */
function withoutEmpty<C extends TranslatableCollection>(translations: Translations<C>): Translations<C> {
  const kept: Translations<C> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = Object.entries(translations[locale] ?? {}).filter(([, value]) => !isEmpty(value));
    if (fields.length > 0) kept[locale] = Object.fromEntries(fields) as TranslatedFields<C>;
  }
  return kept;
}

/**
 * The schema of a collection's `translations` value, for the seed and what the forms write: only fr
 * and rw, only the collection's translatable fields (anything else is refused, as the rules refuse it),
 * each as strict as in English but allowed empty. The output keeps only what is translated (`{}` when
 * nothing is). Absent stays absent (undefined), so a form without translations does not overwrite them.
 */
export const translationsSchema = <C extends TranslatableCollection>(collection: C) =>
  translationsWith(collection, specifications) as unknown as z.ZodOptional<
    z.ZodType<Translations<C>, Translations<C>>
  >;

/** The same for a form, whose translated specifications are the editor's rows (see specificationRows). */
export const translationsFormSchema = <C extends TranslatableCollection>(collection: C) =>
  translationsWith(collection, specificationRows) as unknown as z.ZodOptional<
    z.ZodType<Translations<C>, TranslationFormValues<C>>
  >;

function translationsWith<C extends TranslatableCollection>(collection: C, specificationsSchema: z.ZodType) {
  const fields = Object.fromEntries(
    translatableFields(collection).map((field) => [
      field,
      translatedField(specOf(collection, field), specificationsSchema).optional(),
    ]),
  );
  const language = z.strictObject(fields);
  return z
    .strictObject(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, language.optional()])))
    .optional()
    .transform((value) => (value === undefined ? undefined : withoutEmpty(value as Translations<C>)));
}

/**
 * The `translations` of a stored document as the app reads it back: the collection's fields in fr and
 * rw, unknown keys dropped. The rules keep bad values out; one that got in anyway (or an old cache)
 * reads as "not translated" rather than hiding the whole document.
 */
export function storedTranslations<C extends TranslatableCollection>(collection: C) {
  const fields = Object.fromEntries(
    translatableFields(collection).map((field) => [field, storedField(specOf(collection, field)).optional()]),
  );
  const language = z.object(fields).optional();
  return z
    .object(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, language])))
    .optional()
    .catch(undefined) as unknown as z.ZodOptional<z.ZodType<Translations<C>>>;
}

const storedField = (spec: FieldSpec) =>
  spec.kind === 'list'
    ? z.array(z.string())
    : spec.kind === 'specifications'
      ? z.record(z.string(), z.string())
      : z.string();

/** A form's starting translations: a document's own, every missing field '' (or no items). */
export function translationFormValues<C extends TranslatableCollection>(
  collection: C,
  stored?: Translations<C> | null,
): TranslationFormValues<C> {
  const language = (locale: TranslatedLocale) =>
    Object.fromEntries(
      translatableFields(collection).map((field) => {
        const value = (stored?.[locale] as Record<string, unknown> | undefined)?.[field];
        const { kind } = specOf(collection, field);
        if (kind === 'specifications')
          return [field, specificationsAsRows((value as Record<string, string> | undefined) ?? {})];
        return [field, value ?? (kind === 'list' ? [] : '')];
      }),
    ) as TranslationFormValues<C>[TranslatedLocale];
  return { fr: language('fr'), rw: language('rw') };
}

// Read with the page's locale; English, the source, never has an entry.
type Translatable = { translations?: Partial<Record<Locale, Record<string, unknown>>> };

/** A translated value that shows: text with something in it, a list with items, a map with entries. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/**
 * The item as a page in `locale` shows it: each translated field that is filled in replaces the
 * English, every other field stays English. English (or an item without translations) returns the item
 * itself, so lists keep their identity. The item keeps its `translations`, for fallbackLang.
 */
export function inLanguage<T extends object>(item: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return item;
  const translated = (item as Translatable).translations?.[locale];
  if (!translated) return item;
  const filled = Object.entries(translated).filter(([field, value]) => field in item && isFilled(value));
  return filled.length === 0 ? item : { ...item, ...Object.fromEntries(filled) };
}

/**
 * The item as a page in `locale` sends it to the browser: in that language, keeping only that
 * language's translations (fallbackLang reads them), so a page carries no other language's text.
 */
export function forPageLanguage<T extends object>(item: T, locale: Locale): T {
  const { translations, ...shown } = inLanguage(item, locale) as T & Translatable;
  const own = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  return (own ? { ...shown, translations: { [locale]: own } } : shown) as T;
}

/**
 * The `lang` of a field a page in `locale` shows: 'en' when the page is in another language and the
 * field is not translated into it (the English shows, and screen readers should read it as English);
 * undefined, so no attribute, when the field is in the page's language.
 */
export function fallbackLang(item: object, field: string, locale: Locale): typeof DEFAULT_LOCALE | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return isFilled((item as Translatable).translations?.[locale]?.[field]) ? undefined : DEFAULT_LOCALE;
}
