import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { probeIfStillWaiting, reportUnreachable } from '@/lib/connectivity';

/**
 * Firebase's code for a request that could not reach its server ("the client is offline", no
 * answer in time). A success says nothing: an offline read may be answered from the device's cache.
 */
const reportIfUnreachable = (error: unknown) => {
  if ((error as { code?: unknown } | null)?.code === 'unavailable') reportUnreachable();
};

/**
 * `offlineFirst`: queries run even without a connection, so Firestore can answer from its cache
 * (the default `online` mode would wait forever offline; docs/architecture.md#offline). A read or
 * write that could not reach the server tells the connectivity store (web/src/lib/connectivity.ts),
 * and a write still unanswered after a few seconds makes it check.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportIfUnreachable }),
    mutationCache: new MutationCache({
      // A write Firestore queues waits without an error while the connection is gone.
      onMutate: (_variables, mutation) => probeIfStillWaiting(() => mutation.state.status === 'pending'),
      onError: reportIfUnreachable,
    }),
    defaultOptions: {
      queries: { networkMode: 'offlineFirst', staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
