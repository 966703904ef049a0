import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  CONTENT_MANAGERS,
  MAX_LENGTH,
  TRANSLATABLE_FIELDS,
  translatableFields,
  translationsSchema,
  type TranslatableCollection,
} from '@kigali/domain';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, actorsWith, actorsWithout, type Actor } from './actors';
import { stampedBy } from './trash';
import { itAcceptsAndRefuses } from './writes';

type Spec = { kind: 'line' | 'text'; max: number } | { kind: 'list' } | { kind: 'specifications' };
const specOf = (collection: TranslatableCollection, field: string) =>
  (TRANSLATABLE_FIELDS[collection] as Record<string, Spec>)[field]!;

/**
 * A value exactly at a field's limits, in accented text (lengths are code points): lines on one line,
 * texts over several, lists of as many items as allowed, each as long as allowed.
 */
function longest(spec: Spec): string | string[] | Record<string, string> {
  if (spec.kind === 'specifications') {
    return Object.fromEntries(
      Array.from({ length: MAX_LENGTH.listItems }, (_, index) => [
        `${'é'.repeat(MAX_LENGTH.shortText - 2)}${String(index).padStart(2, '0')}`,
        'ü'.repeat(MAX_LENGTH.listItem),
      ]),
    );
  }
  if (spec.kind === 'list') {
    return Array.from({ length: MAX_LENGTH.listItems }, () => 'é'.repeat(MAX_LENGTH.listItem));
  }
  if (spec.kind === 'line') return 'é'.repeat(spec.max);
  return `${'é'.repeat(spec.max - 2)}\nü`;
}

/**
 * Values one step past a field's limits, each with what is wrong with it. A list item that is not text
 * is left out: the rules do not compare translated items one by one (firestore.rules, isTranslatedList).
 */
function tooMuch(spec: Spec): [string, unknown][] {
  if (spec.kind === 'specifications') {
    const many = Array.from({ length: MAX_LENGTH.listItems + 1 }, (_, index) => [`Port ${index}`, 'RJ45']);
    return [
      ['with one entry too many', Object.fromEntries(many)],
      ['with a name one character too long', { ['é'.repeat(MAX_LENGTH.shortText + 1)]: '4 MP' }],
      ['with a value one character too long', { Résolution: 'é'.repeat(MAX_LENGTH.listItem + 1) }],
      ['with a value on two lines', { Résolution: '4 MP\n8 MP' }],
      ['with a blank name', { ' ': '4 MP' }],
      ['with a name on two lines', { 'Vision\nnocturne': '30 m' }],
      ['with a value that is a number', { Résolution: 4 }],
      ['as a list instead of a map', ['Résolution: 4 MP']],
    ];
  }
  if (spec.kind === 'list') {
    return [
      ['with one item too many', Array.from({ length: MAX_LENGTH.listItems + 1 }, () => 'Installation')],
      ['with an item one character too long', ['é'.repeat(MAX_LENGTH.listItem + 1)]],
      ['with an item on two lines', ['Installation\nMaintenance']],
      ['with a blank item', ['Installation', ' ']],
      ['as text instead of a list', 'Installation'],
    ];
  }
  const cases: [string, unknown][] = [
    ['one character too long', 'é'.repeat(spec.max + 1)],
    ['as a number', 42],
    ['as null', null],
  ];
  if (spec.kind === 'line') cases.push(['on two lines', 'Première ligne\nseconde']);
  return cases;
}

/** Every translatable field of the collection filled at its limits, in one language. */
const fullLanguage = (collection: TranslatableCollection) =>
  Object.fromEntries(
    translatableFields(collection).map((field) => [field, longest(specOf(collection, field))]),
  );

/** Both languages with every translatable field at its limits: the most the rules check. */
export const fullyTranslated = (collection: TranslatableCollection) => ({
  fr: fullLanguage(collection),
  rw: fullLanguage(collection),
});

/** Every translatable field of the collection left empty: "not translated". */
const emptyLanguage = (collection: TranslatableCollection) =>
  Object.fromEntries(
    translatableFields(collection).map((field) => {
      const { kind } = specOf(collection, field);
      return [field, kind === 'list' ? [] : kind === 'specifications' ? {} : ''];
    }),
  );

/**
 * The translations a manager's write of `collection` may and may not carry (domain/src/translations.ts):
 * `base` is a valid write (create or update) without them nor the writer's stamp, `write` sends one as
 * the given user. Each refusal differs from an accepted write in one thing. Every value accepted here
 * also passes the domain's schema, so what the admin form sends is what the rules let through.
 */
export function itChecksTranslations(
  collection: TranslatableCollection,
  action: 'creating' | 'editing',
  base: () => DocumentData,
  write: (db: Firestore, data: DocumentData) => Promise<unknown>,
  env: () => RulesTestEnvironment,
) {
  const fields = translatableFields(collection);
  const first = fields[0]!;
  const accepted: [string, DocumentData][] = [
    [
      'every field translated at its limits in both languages',
      { fr: fullLanguage(collection), rw: fullLanguage(collection) },
    ],
    [
      'every field left empty in both languages',
      { fr: emptyLanguage(collection), rw: emptyLanguage(collection) },
    ],
    ['one field in Kinyarwanda only', { rw: { [first]: longest(specOf(collection, first)) } }],
    ['no language at all', {}],
    ['languages with no fields', { fr: {}, rw: {} }],
  ];
  const refused: [string, unknown][] = [
    ['translations that are not a map', 'Traductions'],
    ['a list of translations', [{ [first]: 'x' }]],
    ['English among the languages', { en: { [first]: 'x' } }],
    ['a language the site does not have', { de: { [first]: 'x' } }],
    ['a language that is not a map', { fr: 'Traduction' }],
    ['a field the collection does not translate', { fr: { slug: 'traduit' } }],
    ['a field of another kind of document', { rw: { cta_link: '/products' } }],
    ...fields.flatMap((field) =>
      tooMuch(specOf(collection, field)).map(([problem, value]): [string, unknown] => [
        `the French ${field} ${problem}`,
        { fr: { [field]: value } },
      ]),
    ),
    ...tooMuch(specOf(collection, first)).map(([problem, value]): [string, unknown] => [
      `the Kinyarwanda ${first} ${problem}`,
      { rw: { [first]: value } },
    ]),
    // The rules check the items of all translated lists together: a bad Kinyarwanda item beside good
    // French ones is refused all the same.
    ...fields
      .filter((field) => specOf(collection, field).kind === 'list')
      .flatMap((field) =>
        tooMuch(specOf(collection, field)).map(([problem, value]): [string, unknown] => [
          `the Kinyarwanda ${field} ${problem}, the French one good`,
          { fr: { [field]: ['Installation'] }, rw: { [field]: value } },
        ]),
      ),
  ];

  const by = (actor: Actor, translations: unknown): DocumentData => ({
    ...base(),
    ...stampedBy(actor),
    translations,
  });
  const managers = CONTENT_MANAGERS[collection];

  describe(`${collection}: translations when ${action}`, () => {
    itAcceptsAndRefuses((data) => write(ADMIN.firestore(env()), data), {
      valid: by(ADMIN, { fr: { [first]: 'Traduit' } }),
      accepted: accepted.map(([label, translations]) => [label, by(ADMIN, translations)]),
      refused: refused.map(([label, translations]) => [label, by(ADMIN, translations)]),
    });

    it.each(accepted)('the domain schema accepts %s too', (_label, translations) => {
      expect(translationsSchema(collection).safeParse(translations).success).toBe(true);
    });

    // The longest check there is: a role checked after the admin's, every field at its limits. It
    // must stay within the 1000 expressions the rules evaluate per request.
    const [, everyField] = accepted[0]!;
    it.each(actorsWith(managers).map((actor) => [actor.name, actor] as const))(
      '%s may write every field translated at its limits',
      async (_name, actor) => {
        await assertSucceeds(write(actor.firestore(env()), by(actor, everyField)));
      },
    );
  });

  describe(`${collection}: translations when ${action}, by someone who does not manage ${collection}`, () => {
    it.each(actorsWithout(managers).map((actor) => [actor.name, actor] as const))(
      '%s is refused',
      async (_name, actor) => {
        await assertFails(write(actor.firestore(env()), by(actor, { fr: { [first]: 'Traduit' } })));
      },
    );
  });
}
