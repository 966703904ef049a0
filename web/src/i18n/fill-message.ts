import type { CompiledMessage } from './compiled';

/**
 * A compiled message with its arguments filled in. The build lets the catalogues hold only plain
 * arguments and `select` (a plural with exact cases is compiled into a select on the number:
 * web/vite/icu-catalogue.ts), so this is the whole runtime a message needs; a missing argument
 * is written as nothing, a select with no case for its value takes `other`.
 */
export function fillMessage(tokens: CompiledMessage, values: Readonly<Record<string, unknown>>): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token;
      continue;
    }
    const [name, format, cases] = token as [string, string?, Record<string, CompiledMessage | string>?];
    const value = values[name];
    if (format === undefined) {
      text += value === undefined || value === null ? '' : String(value);
      continue;
    }
    const chosen = cases?.[String(value)] ?? cases?.other ?? '';
    text += typeof chosen === 'string' ? chosen : fillMessage(chosen, values);
  }
  return text;
}
