import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PwaRuntime } from '@/features/pwa/PwaRuntime';
import { Toasts } from './Toasts';

/**
 * Providers around the router. The browser passes a RouterProvider, the build-time prerenderer a
 * StaticRouterProvider: the same tree on both sides, so the prerendered HTML hydrates cleanly.
 * Each side makes its query client, the browser's holding the data the page was prerendered with.
 */
export function App({ router, queryClient }: { router: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <Toasts />
      <PwaRuntime />
    </QueryClientProvider>
  );
}
