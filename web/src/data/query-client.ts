import { QueryClient } from '@tanstack/react-query';

/**
 * `offlineFirst`: queries run even without a connection, so Firestore can answer from its cache
 * (the default `online` mode would wait forever offline; docs/architecture.md#offline).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'offlineFirst', staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
