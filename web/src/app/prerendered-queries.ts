import type { DehydratedState } from '@tanstack/react-query';

/**
 * The query data a page was prerendered with (web/src/entry-server.tsx), carried in the HTML so
 * the browser's first render matches it and React hydrates instead of rendering anew. A JSON data
 * block is never executed, so the Content-Security-Policy (script-src 'self') allows it.
 */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

const DATE_TAG = '$date';

/** JSON with Dates kept (entities carry created_at and deadlines), safe inside a <script> element. */
export function serializePrerenderedQueries(state: DehydratedState): string {
  const json = JSON.stringify(state, function (this: Record<string, unknown>, key, value: unknown) {
    // JSON.stringify hands Dates to the replacer already turned into strings: read the original.
    const original = this[key];
    return original instanceof Date ? { [DATE_TAG]: original.getTime() } : value;
  });
  // "</script>" or "<!--" inside a text must not end the element early.
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function parsePrerenderedQueries(text: string): DehydratedState {
  return JSON.parse(text, (_key, value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof (value as Record<string, unknown>)[DATE_TAG] === 'number'
      ? new Date((value as Record<string, number>)[DATE_TAG]!)
      : value,
  ) as DehydratedState;
}

/** The element the prerenderer writes, for the template's body. */
export function prerenderedQueriesElement(state: DehydratedState): string {
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${serializePrerenderedQueries(state)}</script>`;
}

/** The state this page was prerendered with, or undefined for the app shell. */
export function readPrerenderedQueries(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  return text ? parsePrerenderedQueries(text) : undefined;
}
