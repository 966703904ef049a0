import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmProvider } from '@/features/admin/shared/confirm';

/**
 * Renders an admin screen part in test as the admin layout would: inside a data router (the
 * unsaved-changes warning needs one), a query client and the confirmation popup provider.
 */
export function renderWithAdminProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>{ui}</ConfirmProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}
