import { useSyncExternalStore } from 'react';
import { isSiteReachable, subscribeToConnectivity } from '@/lib/connectivity';

/**
 * Whether the site can be reached (web/src/lib/connectivity.ts): the browser's online state and
 * what the site's own requests meet, kept up to date.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, isSiteReachable, () => true);
}
