import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareFunction } from 'react-router';

/**
 * The Firestore documents each request reads, counted as Firestore bills them (a query at least
 * one read, an aggregation one), and said in the answer's Server-Timing header, so a visit's cost
 * can be checked (npm run bench: a first visit's reads must not grow with the catalogue).
 */
const meter = new AsyncLocalStorage<{ reads: number }>();

export function countReads(documents: number) {
  const current = meter.getStore();
  if (current) current.reads += Math.max(1, documents);
}

export const meterFirestoreReads: MiddlewareFunction<Response> = async (_args, next) => {
  const current = { reads: 0 };
  const response = await meter.run(current, next);
  response.headers.append('Server-Timing', `firestore;desc="${current.reads} reads"`);
  return response;
};
