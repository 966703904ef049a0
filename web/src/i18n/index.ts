import { setupI18n } from '@lingui/core';
// Not the domain's index, which loads zod: the zod test needs it unloaded (app/zod-without-eval.ts).
import type { Locale } from '@kigali/domain/locales';
import { groupedWhole } from '@kigali/domain/number-text';
import type { CompiledEntry, CompiledNode } from './compiled';
import type { Messages } from './messages.generated';

export type { Messages };

/**
 * The visitor's language, one per page load: a page's path says it (/fr/…, /rw/…, English at the
 * root), and app/start.tsx (or the prerender, for each page it writes) loads its catalogue before
 * the first render. Each catalogue is a chunk of its own, so a visitor downloads only their
 * language. Messages are ICU, compiled at build time (web/vite/icu-catalogue.ts); Lingui's small
 * runtime fills in their arguments.
 */
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  rw: () => import('./locales/rw.json'),
};

let active: { locale: Locale; messages: Messages } | undefined;
const loaded = new Map<Locale, Promise<Messages>>();

/** A language's messages, downloaded once (the language offer reads another language's). */
export function readCatalogue(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = catalogues[locale]().then(({ default: compiled }) =>
      bindCatalogue(locale, compiled as CompiledNode),
    );
    loaded.set(locale, messages);
  }
  return messages;
}

/** Makes a language the page's, once its catalogue is loaded. */
export async function loadLocale(locale: Locale): Promise<Messages> {
  const messages = await readCatalogue(locale);
  active = { locale, messages };
  return messages;
}

function current() {
  if (!active) throw new Error('No language loaded: call loadLocale() before rendering');
  return active;
}

/** The page's messages, for components. */
export const useMessages = (): Messages => current().messages;
/** The page's language, for components. */
export const useLocale = (): Locale => current().locale;
/** For code outside components (toasts fired from mutations, metadata builders). */
export const currentMessages = (): Messages => current().messages;
export const currentLocale = (): Locale => current().locale;

/** A count as the page's language writes it ("2,000", "2 000", "2.000"), for a message's argument. */
export const formatCount = (value: number): string => groupedWhole(value, current().locale);

/** "Showing 24 products", or "Showing 24 of 2,000 products" when the total is known. */
export function showingCount(
  messages: {
    shown: Messages['paging']['products']['shown'];
    ofTotal: Messages['paging']['products']['ofTotal'];
  },
  shown: number,
  total: number | null,
): string {
  return total === null
    ? messages.shown({ shown, shownText: formatCount(shown) })
    : messages.ofTotal({ total, shownText: formatCount(shown), totalText: formatCount(total) });
}

/** Plain text stays a string; a message with arguments becomes a function of them. */
function bindCatalogue(locale: Locale, compiled: CompiledNode): Messages {
  const flat: Record<string, CompiledEntry['icu']> = {};
  const bind = (node: CompiledNode, id: string): unknown => {
    if (typeof node === 'string') return node;
    if (Array.isArray(node)) return node.map((item, index) => bind(item, `${id}.${index}`));
    if ('icu' in node && Array.isArray(node.icu)) {
      flat[id] = node.icu as CompiledEntry['icu'];
      return (values: Record<string, unknown>) => i18n._(id, values);
    }
    return Object.fromEntries(
      Object.entries(node as Record<string, CompiledNode>).map(([key, value]) => [
        key,
        bind(value, id ? `${id}.${key}` : key),
      ]),
    );
  };
  const messages = bind(compiled, '') as Messages;
  const i18n = setupI18n({ locale, messages: { [locale]: flat } });
  return messages;
}
