import type { WorkboxPlugin } from 'workbox-core';

/**
 * The header a response carries when this device's copy was served because the network failed
 * or did not answer in time. A page reads it (its navigation entry's serverTiming, or a fetch
 * response's header) to say that what it shows may be out of date (lib/connectivity.ts).
 */
export const OFFLINE_SERVER_TIMING = 'offline';

export const markedOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.append('Server-Timing', OFFLINE_SERVER_TIMING);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
