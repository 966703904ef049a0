import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { CONTENT_MANAGERS, RECORD_READERS, type ContentCollection, type Role } from '@kigali/domain';
import type { Firestore } from 'firebase/firestore';
import { it } from 'vitest';
import { ACTORS, type Actor } from './actors';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * One valid request per operation; the matrix runs each as every actor. A write gets the actor, so
 * that its stamps (updated_by, a trash entry's deleted_by) name whoever sends it: a refusal is then
 * about who asks and nothing else.
 */
export type OperationRequests = Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>>;

/** Who may perform an operation: anyone, the holders of these roles, or no client at all. */
export type Allowed = 'everyone' | readonly Role[] | 'nobody';
export type Access = Record<Operation, Allowed>;

/** A content collection: the public reads it, its managers (CONTENT_MANAGERS) write it. */
export const contentAccess = (collection: ContentCollection): Access => ({
  get: 'everyone',
  list: 'everyone',
  create: CONTENT_MANAGERS[collection],
  update: CONTENT_MANAGERS[collection],
  delete: CONTENT_MANAGERS[collection],
});

/**
 * A public form's records: their readers (RECORD_READERS) handle them; no client creates one, since
 * they arrive through the submissions Function only (functions/test/public-forms.test.ts).
 */
export const submissionAccess = (
  records: 'job_applications' | 'contact_messages' | 'partnership_requests',
): Access => ({
  get: RECORD_READERS[records],
  list: RECORD_READERS[records],
  create: 'nobody',
  update: RECORD_READERS[records],
  delete: RECORD_READERS[records],
});

/** What goes with a content collection (its slug claims, its trash entries): its managers do all. */
export const contentRecordAccess = (managers: readonly Role[]): Access => ({
  get: managers,
  list: managers,
  create: managers,
  update: managers,
  delete: managers,
});

/** Records only the Functions (Admin SDK) write; `readers` may read them. */
export const serverRecordAccess = (readers: readonly Role[] | 'nobody'): Access => ({
  get: readers,
  list: readers,
  create: 'nobody',
  update: 'nobody',
  delete: 'nobody',
});

export const NO_ACCESS: Access = serverRecordAccess('nobody');

export function isAllowed(allowed: Allowed, actor: Actor): boolean {
  if (allowed === 'everyone') return true;
  if (allowed === 'nobody') return false;
  return actor.role !== null && allowed.includes(actor.role);
}

const describeAllowed = (allowed: Allowed) => (typeof allowed === 'string' ? allowed : allowed.join(', '));

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
      const expected = isAllowed(access[operation], actor) ? 'allowed' : 'denied';
      return [actor.name, operation, expected, describeAllowed(access[operation]), actor] as const;
    }),
  );
  it.each(rows)('%s: %s is %s (allowed to: %s)', async (_who, operation, expected, _allowed, actor) => {
    const request = requests[operation](actor.firestore(env()), actor);
    await (expected === 'allowed' ? assertSucceeds(request) : assertFails(request));
  });
}
