/**
 * The languages of the public site. English is at the root (/products); the others are under
 * their code (/fr/products, /rw/products), with the same slugs in every language.
 */
export const LOCALES = ['en', 'fr', 'rw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages an admin can translate content into: every locale but English, the source. */
export const TRANSLATED_LOCALES = ['fr', 'rw'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language by its own name, as a switcher offers it to someone who reads only that language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  rw: 'Ikinyarwanda',
};

/** Open Graph's og:locale: the language as spoken in Rwanda. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The path prefix of a locale's pages: '' for English, '/fr' for French. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language a path is in, read from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: '/fr/products' → '/products', '/fr' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === '' ? '/' : rest;
}

/** A site path ('/products', '/') in a language: '/fr/products', '/fr'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
