import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Role } from '@kigali/domain';
import { collection, doc, getDoc, getDocs, query, where, type QueryConstraint } from 'firebase/firestore';
import { it } from 'vitest';
import { ACTORS } from './actors';
import { isAllowed } from './matrix';

/**
 * For collections the public sees only in part (is_active / is_published == true): a hidden
 * document is refused to everyone but the collection's managers, and since rules are not filters,
 * so is any list query that does not carry the filter. The filtered query is the twin that succeeds.
 */
export function itHidesUnpublished(
  env: () => RulesTestEnvironment,
  options: {
    collection: string;
    hiddenId: string;
    managers: readonly Role[];
    /** The public query's filters (the default: `flag` == true). */
    publicFilters?: () => QueryConstraint[];
    flag?: string;
  },
) {
  const rows = ACTORS.map(
    (actor) => [actor.name, isAllowed(options.managers, actor) ? 'allowed' : 'denied', actor] as const,
  );
  const publicFilters = options.publicFilters ?? (() => [where(options.flag!, '==', true)]);

  it.each(rows)('%s: get of a hidden document is %s', async (_who, expected, actor) => {
    const request = getDoc(doc(actor.firestore(env()), options.collection, options.hiddenId));
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
  it.each(rows)('%s: a list without the filter is %s', async (_who, expected, actor) => {
    const request = getDocs(collection(actor.firestore(env()), options.collection));
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
  it.each(rows)('%s: the public query (filtered) is allowed', async (_who, _expected, actor) => {
    const filtered = query(collection(actor.firestore(env()), options.collection), ...publicFilters());
    await assertSucceeds(getDocs(filtered));
  });
}
