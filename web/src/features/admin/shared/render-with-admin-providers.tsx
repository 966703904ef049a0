import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '@/features/admin/shared/confirm';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';

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

/**
 * Renders an admin form as renderWithAdminProviders does, given spies for its save (which answers
 * `outcome`) and its Cancel; returns them with a user-event session to fill the form.
 */
export function renderAdminForm<V>(
  form: (handlers: { onSave: (values: V) => Promise<SaveOutcome>; onCancel: () => void }) => ReactNode,
  outcome: SaveOutcome = { saved: true },
) {
  const onSave = vi.fn(async (_values: V) => outcome);
  const onCancel = vi.fn();
  renderWithAdminProviders(form({ onSave, onCancel }));
  return { user: userEvent.setup(), onSave, onCancel };
}
