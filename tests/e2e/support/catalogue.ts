import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { expect } from '@playwright/test';
import type { Locale } from '@kigali/domain/locales';

/** The translated languages the end-to-end tests walk (English has specs of its own). */
export const TRANSLATED: readonly Exclude<Locale, 'en'>[] = ['fr', 'rw'];

const LOCALES_DIR = join(import.meta.dirname, '../../../web/src/i18n/locales');

type Values = Record<string, string | number>;

/**
 * A language's visitor texts, read from its catalogue file when the test runs (the catalogues
 * are edited by translators: a test never copies their words). `text` gives a message for
 * finding things on the page; `translated` also checks it is not English's, so a page that
 * shows English where the language should be fails. The check is soft, so one run names every
 * message still in English instead of stopping at the first.
 */
export class Catalogue {
  private readonly messages: unknown;
  private readonly english: unknown;

  constructor(readonly locale: Locale) {
    this.messages = readCatalogueFile(locale);
    this.english = readCatalogueFile('en');
  }

  /** The message at a dotted key ("careers.applyFor"), its ICU arguments filled in. */
  text(key: string, values: Values = {}): string {
    return fill(messageAt(this.messages, key, this.locale), values);
  }

  /** The message, checked to differ from English's. */
  translated(key: string, values: Values = {}): string {
    const text = this.text(key, values);
    const english = fill(messageAt(this.english, key, 'en'), values);
    expect.soft(text, `${this.locale}.json "${key}" is still the English text`).not.toBe(english);
    return text;
  }

  /** A list of plain texts (the month names). */
  list(key: string): string[] {
    return listAt(this.messages, key, this.locale);
  }

  /** The list, each item checked to differ from English's. */
  translatedList(key: string): string[] {
    const items = this.list(key);
    const english = listAt(this.english, key, 'en');
    items.forEach((item, index) =>
      expect
        .soft(item, `${this.locale}.json "${key}.${index}" is still the English text`)
        .not.toBe(english[index]),
    );
    return items;
  }
}

function readCatalogueFile(locale: Locale): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8'));
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function messageAt(catalogue: unknown, key: string, locale: Locale): string {
  const message = valueAt(catalogue, key);
  if (typeof message !== 'string') throw new Error(`${locale}.json has no message "${key}"`);
  return message;
}

function listAt(catalogue: unknown, key: string, locale: Locale): string[] {
  const list = valueAt(catalogue, key);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`${locale}.json has no list of texts "${key}"`);
  }
  return list;
}

/**
 * An ICU message with its arguments filled in, as the app's runtime does for what the catalogues
 * may hold (web/vite/icu-catalogue.ts): plain arguments, select, and plural with exact cases.
 */
function fill(message: string, values: Values): string {
  const render = (tokens: CompiledMessage): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return token;
        const [name, format, cases] = token as [string, string?, Record<string, CompiledMessage | string>?];
        const value = values[name];
        if (value === undefined) throw new Error(`No value for {${name}} in "${message}"`);
        if (format === undefined) return String(value);
        const chosen = cases?.[String(value)] ?? cases?.other;
        if (chosen === undefined) throw new Error(`No case for ${name}=${value} in "${message}"`);
        return typeof chosen === 'string' ? chosen : render(chosen);
      })
      .join('');
  return render(compileMessageOrThrow(message));
}
