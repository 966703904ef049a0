import { localizedPath, type Locale } from './locales';

/** A schema.org object, as JSON-LD (structured-data.ts, structured-data-pages.ts). */
export type JsonLd = Record<string, unknown>;

const isAbsolute = (path: string) => /^https?:\/\//.test(path);

export const absolute = (siteUrl: string, path: string) =>
  isAbsolute(path) ? path : `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

/** A site page's absolute URL in a language: '/products' in French is …/fr/products. */
export const pageUrl = (siteUrl: string, locale: Locale, path: string) =>
  isAbsolute(path)
    ? path
    : absolute(siteUrl, localizedPath(locale, path.startsWith('/') ? path : `/${path}`));
