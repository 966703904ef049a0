import type { ProductCategory } from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminForm } from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { CategoryForm } from './CategoryForm';

const setup = (outcome: SaveOutcome = { saved: true }) =>
  renderAdminForm((form) => <CategoryForm item={null} {...form} />, outcome);

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

  it('edits the French and Kinyarwanda names, and clears a translation that is emptied', async () => {
    const category: ProductCategory = {
      id: 'cat-networking',
      name: 'Networking',
      is_active: true,
      translations: { fr: { name: 'Réseaux' }, rw: { name: 'Imiyoboro' } },
    };
    const { user, onSave } = renderAdminForm((form) => <CategoryForm item={category} {...form} />);
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    expect(screen.getByLabelText('Name (French)')).toHaveValue('Réseaux');
    await user.clear(screen.getByLabelText('Name (French)'));
    await user.type(screen.getByLabelText('Name (French)'), 'Réseau et Wi-Fi');
    await user.click(screen.getByRole('tab', { name: 'Ikinyarwanda' }));
    await user.clear(screen.getByLabelText('Name (Kinyarwanda)'));
    await user.click(screen.getByRole('button', { name: 'Rename Category' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Networking',
      is_active: true,
      translations: { fr: { name: 'Réseau et Wi-Fi' } },
    });
  });

  it('clears every translation of a category whose translations are all emptied', async () => {
    const category: ProductCategory = {
      id: 'cat-cctv',
      name: 'CCTV',
      is_active: true,
      translations: { fr: { name: 'Vidéosurveillance' } },
    };
    const { user, onSave } = renderAdminForm((form) => <CategoryForm item={category} {...form} />);
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.clear(screen.getByLabelText('Name (French)'));
    await user.click(screen.getByRole('button', { name: 'Rename Category' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([{ name: 'CCTV', is_active: true, translations: {} }]);
  });
});
