import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdminProviders } from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { CategoryForm } from './CategoryForm';

function setup(outcome: SaveOutcome = { saved: true }) {
  const onSave = vi.fn(async () => outcome);
  renderWithAdminProviders(<CategoryForm item={null} onSave={onSave} onCancel={() => {}} />);
  return { user: userEvent.setup(), onSave };
}

describe('CategoryForm', () => {
  it('requires a name and does not save without one', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a new category as active by default, trimmed', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('Name'), '  Drones ');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Drones', is_active: true }));
  });

  it('shows a taken name under the field', async () => {
    const { user } = setup({ saved: false, taken: 'name' });
    await user.type(screen.getByLabelText('Name'), 'Networking');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('A category with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
