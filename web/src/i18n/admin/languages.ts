import type { TranslatedLocale } from '@kigali/domain';

/** The language tabs of the admin forms whose visitor-facing texts can be written in French and Kinyarwanda. */
export const languages = {
  tabsLabel: 'Language of the texts',
  /** The translated languages as the (English) admin screens name them, in labels such as "Name (French)". */
  inEnglish: { fr: 'French', rw: 'Kinyarwanda' } satisfies Record<TranslatedLocale, string>,
  translated: (label: string, language: string) => `${label} (${language})`,
  emptyShowsEnglish: (language: string) =>
    `Visitors reading ${language} see the English text wherever a field here is left empty.`,
  /** A language's specifications are read as a whole: filled in, they stand for all the English ones. */
  specificationsReplaceEnglish: (language: string) =>
    `Once any are filled in, these replace all the English specifications for visitors reading ${language}: give each one, its name and its value.`,
  noTranslatedSpecifications: (language: string) =>
    `None yet: visitors reading ${language} see the English specifications.`,
  hasErrors: 'Some fields in this language need attention',
};
