import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import type { CompiledNode } from '../src/i18n/compiled';

/**
 * The message catalogues (src/i18n/locales/<locale>.json) are ICU messages that translators edit.
 * They are compiled here, at build time, into tokens that src/i18n/fill-message.ts fills in, so no
 * message parser reaches the browser.
 *
 * Browsers have no Kinyarwanda in Intl: Intl.PluralRules('rw') and Intl.NumberFormat('rw') fall
 * back to English without a word, and the first Intl object a page makes costs a long task on a
 * phone. So the catalogues may use only what needs no Intl: plain arguments (numbers are passed
 * already written, see domain/src/number-text.ts), `select`, and `plural` with exact cases
 * (`=0`, `=1`) and `other`. Such a plural is compiled into a select on the number, which needs no
 * Intl either. Anything else is a build error naming the message.
 */

type Token = CompiledMessage[number];
/** What a message's arguments must be: a number for a plural's selector, text otherwise. */
export type ArgumentKinds = Record<string, 'text' | 'number'>;

const CATALOGUE_FILE = /\/src\/i18n\/locales\/[a-z]{2}\.json$/;

export class CatalogueError extends Error {}

/** Compiles one message, checking it uses only what needs no Intl; returns its argument kinds. */
export function compileEntry(source: string, id: string): { compiled: CompiledMessage; args: ArgumentKinds } {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(source);
  } catch (error) {
    throw new CatalogueError(`${id}: not a valid ICU message (${String(error)})`);
  }
  const args: ArgumentKinds = {};
  const rewrite = (tokens: CompiledMessage, inPlural: boolean): CompiledMessage =>
    tokens.map((token) => rewriteToken(token, inPlural));
  const rewriteToken = (token: Token, inPlural: boolean): Token => {
    if (typeof token === 'string') {
      // Inside a plural, compileMessage gives "#" (the number) a token of its own.
      if (inPlural && token === '#') {
        throw new CatalogueError(`${id}: "#" needs Intl to write the number; pass it written as an argument`);
      }
      return token;
    }
    const [name, format, cases] = token as [string, string?, Record<string, unknown>?];
    if (format === undefined) {
      args[name] ??= 'text';
      return token;
    }
    if (format === 'select') {
      args[name] = 'text';
      return [name, 'select', rewriteCases(cases, false)] as Token;
    }
    if (format === 'plural') {
      const keys = Object.keys(cases ?? {}).filter((key) => cases?.[key] !== undefined);
      const notExact = keys.filter((key) => key !== 'other' && !/^\d+$/.test(key));
      if (notExact.length > 0 || !keys.includes('other')) {
        throw new CatalogueError(
          `${id}: write plurals with exact cases and other ({n, plural, =1 {…} other {…}}), not ${notExact.join(', ') || 'without other'}: browsers have no plural rules for Kinyarwanda`,
        );
      }
      args[name] = 'number';
      // A select answers the case whose key is the value written as text: "1" for 1.
      return [name, 'select', rewriteCases(cases, true)] as Token;
    }
    throw new CatalogueError(`${id}: "${format}" needs Intl; pass the value already written`);
  };
  const rewriteCases = (cases: Record<string, unknown> | undefined, inPlural: boolean) =>
    Object.fromEntries(
      Object.entries(cases ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [
          key,
          typeof value === 'string' ? value : rewrite(value as CompiledMessage, inPlural),
        ]),
    );
  compiled = rewrite(compiled, false);
  return { compiled, args };
}

/** A whole catalogue compiled: plain text stays a string, a message with arguments becomes { icu }. */
export function compileCatalogue(node: unknown, path = ''): CompiledNode {
  if (typeof node === 'string') {
    const { compiled, args } = compileEntry(node, path);
    const plain = Object.keys(args).length === 0 && compiled.every((token) => typeof token === 'string');
    return plain ? compiled.join('') : { icu: compiled };
  }
  if (Array.isArray(node)) return node.map((item, index) => compileCatalogue(item, `${path}.${index}`));
  if (node !== null && typeof node === 'object') {
    if ('icu' in node) throw new CatalogueError(`${path}: "icu" is reserved for compiled messages`);
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        compileCatalogue(value, path ? `${path}.${key}` : key),
      ]),
    );
  }
  throw new CatalogueError(`${path}: a catalogue holds only text, lists and groups, not ${typeof node}`);
}

/** Every message of a catalogue by its dotted id ("layout.nav.home"), with its argument kinds. */
export function catalogueArguments(node: unknown, path = ''): Map<string, ArgumentKinds> {
  const found = new Map<string, ArgumentKinds>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') found.set(at, compileEntry(value, at).args);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}.${index}`));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(node, path);
  return found;
}

/**
 * The TypeScript type of a catalogue (src/i18n/messages.generated.ts): plain text is a string, a
 * message with arguments a function of them, a list the type of its first item.
 */
export function catalogueType(node: unknown, indent = ''): string {
  if (typeof node === 'string') {
    const { args } = compileEntry(node, '');
    const names = Object.keys(args).sort();
    if (names.length === 0) return 'string';
    const fields = names.map((name) => `${name}: ${args[name] === 'number' ? 'number' : 'string'}`);
    return `(values: { ${fields.join('; ')} }) => string`;
  }
  if (Array.isArray(node)) {
    if (node.length === 0) throw new CatalogueError('A list in a catalogue needs at least one item');
    return `readonly ${wrap(catalogueType(node[0], indent))}[]`;
  }
  if (node !== null && typeof node === 'object') {
    const inner = `${indent}  `;
    const lines = Object.entries(node).map(([key, value]) => {
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
      return `${inner}readonly ${name}: ${catalogueType(value, inner)};`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new CatalogueError(`A catalogue holds only text, lists and groups, not ${typeof node}`);
}

const wrap = (type: string) => (type.startsWith('(') ? `(${type})` : type);

export const GENERATED_TYPES_HEADER =
  '// Generated from src/i18n/locales/en.json by `npm run i18n:types`: do not edit.\n' +
  '// A test (src/i18n/catalogues.test.ts) fails when it is out of date.\n\n';

export function generatedTypes(english: unknown): string {
  return `${GENERATED_TYPES_HEADER}export type Messages = ${catalogueType(english)};\n`;
}

/** Compiles the catalogues as they are imported, before Vite turns the JSON into a module. */
export function icuCatalogues(): Plugin {
  return {
    name: 'kigali-icu-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}
