import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_COPY_TIMING } from '@/config/offline-copy';

/**
 * A response the worker gives in the network's place (config/offline-copy.ts), marked so: the
 * page counts it as the site out of reach, never as its return.
 */
export function asOfflineAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', OFFLINE_COPY_TIMING);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Marks a copy served from this device's cache. */
export const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && asOfflineAnswer(cachedResponse),
};
