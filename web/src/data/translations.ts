import { DEFAULT_LOCALE, inLanguage, type Locale } from '@kigali/domain';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from './paging';

/**
 * Public reads show a document in the page's language (inLanguage: each translated field that is filled
 * in, English for the rest) through the query's `select`: the cached data stays the stored document under
 * one query key for every language, so what a page prerendered, the offline cache and the admin share
 * it. One function per locale and shape, made once, so TanStack Query keeps each selected result until
 * the data changes instead of selecting again on every render.
 */
const itemSelectors = new Map<Locale, (item: object | null) => object | null>();
const listSelectors = new Map<Locale, (items: readonly object[]) => object[]>();
const pageSelectors = new Map<Locale, (data: InfiniteData<Page<object>, unknown>) => unknown>();

function once<F>(cache: Map<Locale, F>, locale: Locale, make: () => F): F {
  let selector = cache.get(locale);
  if (!selector) cache.set(locale, (selector = make()));
  return selector;
}

/** One document (or null when none matched) in the page's language. */
export const itemInLanguage = <T>(locale: Locale) =>
  once(itemSelectors, locale, () => (item: object | null) => (item ? inLanguage(item, locale) : null)) as (
    item: T | null,
  ) => T | null;

/** A list in the page's language; in English the list itself. */
export const listInLanguage = <T>(locale: Locale) =>
  once(listSelectors, locale, () =>
    locale === DEFAULT_LOCALE
      ? (items: readonly object[]) => items as object[]
      : (items: readonly object[]) => items.map((item) => inLanguage(item, locale)),
  ) as unknown as (items: T[]) => T[];

/** The pages of a paged list, every item in the page's language. */
export const pagesInLanguage = <T>(locale: Locale) =>
  once(
    pageSelectors,
    locale,
    () => (data: InfiniteData<Page<object>, unknown>) =>
      locale === DEFAULT_LOCALE
        ? data
        : {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => inLanguage(item, locale)),
            })),
          },
  ) as unknown as <P>(data: InfiniteData<Page<T>, P>) => InfiniteData<Page<T>, P>;

/** A form's translations to write, or nothing when the form sent none (the stored ones then stay). */
export const translationsToWrite = <T extends object>(translations: T | undefined) =>
  translations === undefined ? {} : { translations };
