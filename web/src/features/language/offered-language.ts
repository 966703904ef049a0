import { DEFAULT_LOCALE, isLocale, type Locale } from '@kigali/domain/locales';
import { chosenLanguage, languageOfferDismissed } from '@/lib/language-choice';

/**
 * The language a browser asks for, if it is one the site speaks other than English: the first of
 * `navigator.languages` ('fr-FR', 'rw', 'en-US') that the site has, unless English comes first.
 * English is the site's own default, so a browser that prefers it is offered nothing.
 */
export function browserLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === DEFAULT_LOCALE) return null;
    if (isLocale(primary)) return primary;
  }
  return null;
}

/**
 * The language to offer a visitor on a page in `pageLocale`, or null: the language they chose on
 * this device before, or else their browser's, when it is not the page's. A visitor who declined
 * the offer is never asked again; nobody is ever sent to another language without pressing.
 */
export function offeredLanguage(
  pageLocale: Locale,
  visitor: { chosen: string | null; dismissed: boolean; languages: readonly string[] },
): Locale | null {
  if (visitor.dismissed) return null;
  const wanted = isLocale(visitor.chosen) ? visitor.chosen : browserLanguage(visitor.languages);
  return wanted !== null && wanted !== pageLocale ? wanted : null;
}

/** The same, for this device and browser. */
export const offeredLanguageHere = (pageLocale: Locale): Locale | null =>
  offeredLanguage(pageLocale, {
    chosen: chosenLanguage(),
    dismissed: languageOfferDismissed(),
    languages: navigator.languages,
  });
