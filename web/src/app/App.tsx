import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/data/query-client';
import { PwaRuntime } from '@/features/pwa/PwaRuntime';
import { Toasts } from './Toasts';

/**
 * Providers around the router. The browser passes a RouterProvider, the build-time prerenderer a
 * StaticRouterProvider: the same tree on both sides, so the prerendered HTML hydrates cleanly.
 */
export function App({ router }: { router: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <Toasts />
      <PwaRuntime />
    </QueryClientProvider>
  );
}
