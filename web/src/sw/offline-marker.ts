import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_COPY_TIMING } from '@/config/offline-copy';

/** Marks a copy served from this device's cache (config/offline-copy.ts). */
export const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.append('Server-Timing', OFFLINE_COPY_TIMING);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
