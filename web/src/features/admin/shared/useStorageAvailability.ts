import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isSiteReachable, subscribeToConnectivity } from '@/lib/connectivity';
import { isStorageAvailable } from '@/lib/storage';

export type StorageAvailability = 'checking' | 'available' | 'offline' | 'unavailable';

/** Whether an image file can be uploaded now, and if not, why. */
export function useStorageAvailability(): StorageAvailability {
  const online = useSyncExternalStore(subscribeToConnectivity, isSiteReachable);
  const probe = useQuery({
    queryKey: ['storage-availability'],
    queryFn: isStorageAvailable,
    enabled: online,
    staleTime: Infinity,
    retry: false,
  });
  if (!online) return 'offline';
  if (probe.isPending) return 'checking';
  return probe.data ? 'available' : 'unavailable';
}
