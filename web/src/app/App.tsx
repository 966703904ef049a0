import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/data/query-client';
import { PwaRuntime } from '@/features/pwa/PwaRuntime';
import { router } from './router';
import { Toasts } from './Toasts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
      <PwaRuntime />
    </QueryClientProvider>
  );
}
