import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PwaRuntime } from '@/features/pwa/PwaRuntime';
import { LoadedToasts } from './LoadedToasts';

/**
 * The admin application's providers around its router (admin-main.tsx): the query client its
 * screens read and write through, the toasts, and the offline machinery.
 */
export function App({ router, queryClient }: { router: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <LoadedToasts />
      <PwaRuntime />
    </QueryClientProvider>
  );
}
