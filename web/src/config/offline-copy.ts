/**
 * The Server-Timing entry the service worker adds to a copy it serves because the network failed
 * or did not answer in time (sw/offline-marker.ts): a page reads it, on its own navigation or a
 * response, to know it is showing what the device kept (lib/connectivity.ts).
 */
export const OFFLINE_COPY_TIMING = 'offline';
