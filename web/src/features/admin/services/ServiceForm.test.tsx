import type { Service } from '@kigali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { ServiceForm } from './ServiceForm';
import {
  renderAdminForm,
  renderWithAdminProviders,
} from '@/features/admin/shared/render-with-admin-providers';

const existing: Service = {
  id: 'svc-cctv',
  name: 'CCTV Installation',
  slug: 'cctv-installation',
  description: 'Cameras for homes and offices.',
  category: 'Security Systems',
  features: ['Site survey', 'Remote viewing'],
  price_range: { min: 100000, max: 900000 },
  image_url: null,
  created_at: null,
  updated_at: null,
};

const setup = (service: Service | null = null, outcome: SaveOutcome = { saved: true }) =>
  renderAdminForm((form) => <ServiceForm service={service} {...form} />, outcome);

describe('ServiceForm', () => {
  it('shows the documented messages under the fields and does not save an empty form', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('derives the slug from the name until the slug is edited', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Cloud Backup & Restore');
    expect(screen.getByLabelText('Slug')).toHaveValue('cloud-backup-restore');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'backup');
    await user.type(screen.getByLabelText('Name'), ' Plus');
    expect(screen.getByLabelText('Slug')).toHaveValue('backup');
  });

  it('saves the typed service with its features and price range as numbers', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('Name'), 'Cloud Backup');
    await user.type(screen.getByLabelText('Description'), 'Nightly off-site backups.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Cloud Services');
    await user.type(screen.getByLabelText('New feature'), '  Daily snapshots ');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(screen.getByLabelText('New feature'), 'Restore tests');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.clear(screen.getByLabelText('Minimum price (RWF)'));
    await user.type(screen.getByLabelText('Minimum price (RWF)'), '50000');
    await user.clear(screen.getByLabelText('Maximum price (RWF)'));
    await user.type(screen.getByLabelText('Maximum price (RWF)'), '150000.5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Cloud Backup',
        slug: 'cloud-backup',
        description: 'Nightly off-site backups.',
        category: 'Cloud Services',
        features: ['Daily snapshots', 'Restore tests'],
        price_range: { min: 50000, max: 150000.5 },
        image_url: null,
      },
      null,
    );
  });

  it('refuses a maximum price below the minimum', async () => {
    const { user, onSave } = setup(existing);
    await user.clear(screen.getByLabelText('Maximum price (RWF)'));
    await user.type(screen.getByLabelText('Maximum price (RWF)'), '5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Maximum must be at least the minimum')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('points at the slug when another service already uses it', async () => {
    const { user } = setup(existing, { saved: false, taken: 'slug' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('This slug is already used by another service. Choose a different one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveValue('cctv-installation');
  });

  it('starts an edit from the service, keeps its slug and can be cancelled', async () => {
    const { user, onCancel } = setup(existing);
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Site survey',
      'Remote viewing',
    ]);
    await user.type(screen.getByLabelText('Name'), ' Pro');
    expect(screen.getByLabelText('Slug')).toHaveValue('cctv-installation');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('reads "Submitting..." and is disabled while the save runs', async () => {
    let finish: (outcome: SaveOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    renderWithAdminProviders(<ServiceForm service={existing} onSave={onSave} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    finish({ saved: true });
    expect(await screen.findByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('loads the translations of a service and saves features written in Kinyarwanda', async () => {
    const { user, onSave } = setup({ ...existing, translations: { fr: { name: 'Installation de CCTV' } } });
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    expect(screen.getByLabelText('Name (French)')).toHaveValue('Installation de CCTV');
    await user.click(screen.getByRole('tab', { name: 'Ikinyarwanda' }));
    const kinyarwanda = within(screen.getByRole('tabpanel', { name: 'Ikinyarwanda' }));
    expect(kinyarwanda.getByText('No features yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New feature (Kinyarwanda)'), 'Gusura aho bizashyirwa');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(screen.getByLabelText('New feature (Kinyarwanda)'), 'Kureba kure{Enter}');
    expect(kinyarwanda.getByText('Kureba kure')).toHaveAttribute('lang', 'rw');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        features: ['Site survey', 'Remote viewing'],
        translations: {
          fr: { name: 'Installation de CCTV' },
          rw: { features: ['Gusura aho bizashyirwa', 'Kureba kure'] },
        },
      }),
      null,
    );
  });
});
