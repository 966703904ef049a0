import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  parsePrerenderedQueries,
  prerenderedQueriesElement,
  readPrerenderedQueries,
  serializePrerenderedQueries,
} from './prerendered-queries';

const stateWith = (data: unknown): DehydratedState =>
  ({
    mutations: [],
    queries: [
      {
        queryKey: ['products', 'featured'],
        queryHash: '["products","featured"]',
        state: { data, dataUpdatedAt: 1, status: 'success' },
      },
    ],
  }) as unknown as DehydratedState;

const dataOf = (state: DehydratedState) => state.queries[0]!.state.data;

describe('prerendered queries', () => {
  it('keeps Dates as Dates through the round trip, nested in arrays and objects', () => {
    const created = new Date('2026-03-04T05:06:07.089Z');
    const data = [{ id: 'a', created_at: created, deadline: null, tags: ['x'] }];
    const back = parsePrerenderedQueries(serializePrerenderedQueries(stateWith(data)));
    const [first] = dataOf(back) as { created_at: Date; deadline: null; tags: string[] }[];
    expect(first!.created_at).toBeInstanceOf(Date);
    expect(first!.created_at.getTime()).toBe(created.getTime());
    expect(first!.deadline).toBeNull();
    expect(first!.tags).toEqual(['x']);
  });

  it('leaves ordinary objects that only look a little like a tagged date alone', () => {
    const data = { $date: 'not a number', other: { $date: 5, extra: true } };
    expect(dataOf(parsePrerenderedQueries(serializePrerenderedQueries(stateWith(data))))).toEqual(data);
  });

  it('cannot close its script element early, whatever a text contains', () => {
    const element = prerenderedQueriesElement(stateWith({ name: '</script><script>alert(1)</script>' }));
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
  });

  it('is read back from the page it was written into', () => {
    document.body.innerHTML = prerenderedQueriesElement(stateWith({ name: 'Café </script> \u2028' }));
    expect(dataOf(readPrerenderedQueries(document)!)).toEqual({ name: 'Café </script> \u2028' });
  });

  it('is absent from the app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedQueries(document)).toBeUndefined();
  });
});
