import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isStorageAvailable } from '@/lib/storage';

export type StorageAvailability = 'checking' | 'available' | 'offline' | 'unavailable';

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether an image file can be uploaded now, and if not, why. */
export function useStorageAvailability(): StorageAvailability {
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
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
