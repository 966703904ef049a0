import type { DehydratedState } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedQueriesElement, readPrerenderedQueries } from '../src/app/prerendered-queries';
import { pageHtml } from './prerender';

// The app's own template, as the build reads it (the built one keeps the same </head> and root).
const template = readFileSync('web/index.html', 'utf8');

/** Every replacement pattern String.replace knows, as a shop might write a price. */
const description = "Priced in US$& $' $` and $$, never RWF";

const product = { id: 'p1', name: 'Router', description };
const state = {
  mutations: [],
  queries: [
    {
      queryKey: ['products', 'detail', 'router'],
      queryHash: '["products","detail","router"]',
      state: { data: product, dataUpdatedAt: 1, status: 'success' },
    },
  ],
} as unknown as DehydratedState;

const page = {
  lang: 'fr' as const,
  head: `<title>Router</title><meta name="description" content="${description}">`,
  body: `<main><h1>Router</h1><p>${description}</p></main>`,
  data: prerenderedQueriesElement(state),
};

describe('pageHtml', () => {
  const html = pageHtml(template, page);

  it('puts the head and body in word for word, whatever $ patterns the content holds', () => {
    expect(html).toContain(`${page.head}</head>`);
    expect(html).toContain(`<div id="root">${page.body}</div>${page.data}`);
    // Nothing of the template is pasted in a second time.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('writes the page’s language on <html>', () => {
    expect(html).toContain('<html lang="fr">');
  });

  it('keeps the data block readable, with the description as it was', () => {
    document.documentElement.innerHTML = html;
    const queries = readPrerenderedQueries(document)!;
    expect(queries.queries[0]!.state.data).toEqual(product);
  });
});
