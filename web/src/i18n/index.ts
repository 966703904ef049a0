import { createContext, createElement, useContext, type ReactNode } from 'react';
// Not the domain's index, which loads zod: the zod test needs it unloaded (app/zod-without-eval.ts).
import type { Locale } from '@kigali/domain/locales';
import { groupedWhole } from '@kigali/domain/number-text';
import type { CompiledEntry, CompiledNode } from './compiled';
import { fillMessage } from './fill-message';
import type { Messages } from './messages.generated';

export type { Messages };

/**
 * The visitor's language: a page's path says it (/fr/…, /rw/…, English at the root). Messages are
 * ICU, compiled at build time (web/vite/icu-catalogue.ts); a few lines (fill-message.ts) fill in
 * their arguments. Each catalogue is a chunk of its own, so a browser downloads only the page's language;
 * it is loaded before the page renders (entry.client.tsx, entry.server.tsx), and components read it
 * from the I18nProvider around the page, so the server renders each request in its own language.
 */
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  rw: () => import('./locales/rw.json'),
};

type Language = { locale: Locale; messages: Messages };

const loading = new Map<Locale, Promise<Messages>>();
const ready = new Map<Locale, Messages>();

/** A language's messages, downloaded once (the language offer reads another language's). */
export function readCatalogue(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = catalogues[locale]().then(({ default: compiled }) => {
      const bound = bindCatalogue(compiled as CompiledNode);
      ready.set(locale, bound);
      return bound;
    });
    loading.set(locale, messages);
  }
  return messages;
}

/**
 * A language whose messages came with the page's own code (the layout of its pages imports them),
 * ready before the first render.
 */
export function provideCatalogue(locale: Locale, compiled: unknown) {
  if (ready.has(locale)) return;
  const messages = bindCatalogue(compiled as CompiledNode);
  ready.set(locale, messages);
  loading.set(locale, Promise.resolve(messages));
}

/** A language read before: what a render needs synchronously. */
function loadedLanguage(locale: Locale): Language {
  const messages = ready.get(locale);
  if (!messages)
    throw new Error(`The ${locale} catalogue is not loaded: call readCatalogue() before rendering`);
  return { locale, messages };
}

const I18nContext = createContext<Language | null>(null);

/** The page's language for everything rendered inside it; its catalogue must have been read. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return createElement(I18nContext, { value: loadedLanguage(locale) }, children);
}

/**
 * The browser's one language, for code outside components (toasts fired after a submission, the
 * update prompt) and for screens rendered without a provider (the back office, in English).
 */
let active: Language | undefined;

/** Makes a language the browser page's, once its catalogue is loaded. */
export async function loadLocale(locale: Locale): Promise<Messages> {
  const messages = await readCatalogue(locale);
  active = { locale, messages };
  return messages;
}

function current(): Language {
  if (!active) throw new Error('No language loaded: call loadLocale() before rendering');
  return active;
}

const useLanguage = (): Language => useContext(I18nContext) ?? current();

/** The page's messages. */
export const useMessages = (): Messages => useLanguage().messages;
/** The page's language. */
export const useLocale = (): Locale => useLanguage().locale;
/** For code outside components, in the browser (see `active`). */
export const currentMessages = (): Messages => current().messages;

/** A count as the page's language writes it ("2,000", "2 000", "2.000"), for a message's argument. */
export const formatCount = (value: number, locale: Locale): string => groupedWhole(value, locale);

/** The page's count formatter. */
export function useFormatCount(): (value: number) => string {
  const locale = useLocale();
  return (value) => formatCount(value, locale);
}

/** "Showing 24 products", or "Showing 24 of 2,000 products" when the total is known. */
export function showingCount(
  messages: {
    shown: Messages['paging']['products']['shown'];
    ofTotal: Messages['paging']['products']['ofTotal'];
  },
  shown: number,
  total: number | null,
  locale: Locale,
): string {
  return total === null
    ? messages.shown({ shown, shownText: formatCount(shown, locale) })
    : messages.ofTotal({
        total,
        shownText: formatCount(shown, locale),
        totalText: formatCount(total, locale),
      });
}

/** Plain text stays a string; a message with arguments becomes a function of them. */
function bindCatalogue(compiled: CompiledNode): Messages {
  const bind = (node: CompiledNode): unknown => {
    if (typeof node === 'string') return node;
    if (Array.isArray(node)) return node.map(bind);
    if ('icu' in node && Array.isArray(node.icu)) {
      const tokens = (node as CompiledEntry).icu;
      return (values: Record<string, unknown>) => fillMessage(tokens, values);
    }
    return Object.fromEntries(
      Object.entries(node as Record<string, CompiledNode>).map(([key, value]) => [key, bind(value)]),
    );
  };
  return bind(compiled) as Messages;
}
