import type { Locale } from '@kigali/domain/locales';
import { VALIDATION } from '@kigali/domain/messages';
import { groupedWhole } from '@kigali/domain/number-text';
import type { Messages } from './messages.generated';

type Key = keyof Messages['validation'];
const isCatalogued = (key: string, messages: Messages): key is Key => key in messages.validation;

/**
 * A validation message in the page's language. The schemas that check a form (in the domain, shared
 * with the server) say it in English, the specification's words; the catalogue holds each public
 * form's message under the same key as VALIDATION. Messages only the admin forms give stay English.
 */
export function translateValidation(message: string, messages: Messages, locale: Locale): string {
  for (const [key, english] of Object.entries(VALIDATION)) {
    if (!isCatalogued(key, messages)) continue;
    const translated = messages.validation[key];
    if (typeof english === 'string') {
      if (english === message && typeof translated === 'string') return translated;
      continue;
    }
    const max = numberIn(english, message);
    if (max !== null && typeof translated === 'function')
      return translated({ max: groupedWhole(max, locale) });
  }
  return message;
}

/** The number a message made by `make` was made with, or null when it is not one of its messages. */
function numberIn(make: (max: number) => string, message: string): number | null {
  const [before = '', after = ''] = make(0).split('0');
  const middle = message.slice(before.length, message.length - after.length);
  return message.startsWith(before) && message.endsWith(after) && /^\d+$/.test(middle)
    ? Number(middle)
    : null;
}
