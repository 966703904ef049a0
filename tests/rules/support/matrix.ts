import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { it } from 'vitest';
import { ACTORS } from './actors';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One valid request per operation; the matrix runs each as every actor. */
export type OperationRequests = Record<Operation, (db: Firestore) => Promise<unknown>>;

/** Who may perform each operation. */
export type Access = Record<Operation, 'everyone' | 'admin' | 'nobody'>;

export const CATALOGUE_ACCESS: Access = {
  get: 'everyone',
  list: 'everyone',
  create: 'admin',
  update: 'admin',
  delete: 'admin',
};

export const SUBMISSION_ACCESS: Access = {
  get: 'admin',
  list: 'admin',
  create: 'everyone',
  update: 'admin',
  delete: 'admin',
};

export const NO_ACCESS: Access = {
  get: 'nobody',
  list: 'nobody',
  create: 'nobody',
  update: 'nobody',
  delete: 'nobody',
};

/**
 * Every actor x every operation. The same request is refused for one actor and allowed for
 * another, so each refusal has a positive twin that differs only in who asks.
 */
export function itEnforcesAccessMatrix(
  env: () => RulesTestEnvironment,
  access: Access,
  requests: OperationRequests,
) {
  const rows = ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation) => {
      const allowed = access[operation] === 'everyone' || (access[operation] === 'admin' && actor.isAdmin);
      return [actor.name, operation, allowed ? 'allowed' : 'denied', actor] as const;
    }),
  );
  it.each(rows)('%s: %s is %s', async (_who, operation, expected, actor) => {
    const request = requests[operation](actor.firestore(env()));
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
}
