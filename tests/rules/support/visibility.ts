import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { it } from 'vitest';
import { ACTORS } from './actors';

/**
 * For collections the public sees only in part (is_active / is_published == true): a hidden
 * document is refused to everyone but admins, and since rules are not filters, so is any list
 * query that does not carry the filter. The filtered query is the twin that succeeds.
 */
export function itHidesUnpublished(
  env: () => RulesTestEnvironment,
  options: { collection: string; flag: string; hiddenId: string },
) {
  const rows = ACTORS.map((actor) => [actor.name, actor.isAdmin ? 'allowed' : 'denied', actor] as const);

  it.each(rows)('%s: get of a hidden document is %s', async (_who, expected, actor) => {
    const request = getDoc(doc(actor.firestore(env()), options.collection, options.hiddenId));
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
  it.each(rows)('%s: a list without the filter is %s', async (_who, expected, actor) => {
    const request = getDocs(collection(actor.firestore(env()), options.collection));
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
  it.each(rows)('%s: a list filtered on the flag is allowed', async (_who, _expected, actor) => {
    const filtered = query(
      collection(actor.firestore(env()), options.collection),
      where(options.flag, '==', true),
    );
    await assertSucceeds(getDocs(filtered));
  });
}
