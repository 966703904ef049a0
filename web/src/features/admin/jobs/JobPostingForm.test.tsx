import type { JobPosting, JobPostingForm as JobPostingFormValues } from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdminProviders } from '@/features/admin/shared/render-with-admin-providers';
import type { SaveOutcome } from '@/features/admin/shared/useAdminCollection';
import { JobPostingForm } from './JobPostingForm';

const posting: JobPosting = {
  id: 'job-1',
  title: 'Network Engineer',
  department: 'Engineering',
  location: 'Kigali, Rwanda',
  description: 'Design and support networks.',
  requirements: ['CCNA'],
  responsibilities: ['Install networks'],
  is_active: false,
  // The end of 31 December 2026 in Kigali.
  expires_at: new Date('2026-12-31T21:59:59.999Z'),
  created_at: null,
};

const saved: SaveOutcome = { saved: true };

describe('JobPostingForm', () => {
  it('shows the documented messages and does not save an empty posting', async () => {
    const onSave = vi.fn(async (_values: JobPostingFormValues) => saved);
    renderWithAdminProviders(<JobPostingForm item={null} onSave={onSave} onCancel={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['Title is required', 'Department is required', 'Location is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('creates an active posting without a deadline by default, with its lists', async () => {
    const onSave = vi.fn(async (_values: JobPostingFormValues) => saved);
    renderWithAdminProviders(<JobPostingForm item={null} onSave={onSave} onCancel={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Active (shown on the careers page)')).toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Security Technician');
    await user.type(screen.getByLabelText('Department'), 'Field Services');
    await user.type(screen.getByLabelText('Location'), 'Kigali');
    await user.type(screen.getByLabelText('Description'), 'Install cameras.');
    await user.type(screen.getByLabelText('New requirement'), ' Driving licence ');
    await user.click(screen.getByRole('button', { name: 'Add Requirement' }));
    await user.type(screen.getByLabelText('New responsibility'), 'Install CCTV');
    await user.click(screen.getByRole('button', { name: 'Add Responsibility' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      title: 'Security Technician',
      department: 'Field Services',
      location: 'Kigali',
      description: 'Install cameras.',
      requirements: ['Driving licence'],
      responsibilities: ['Install CCTV'],
      is_active: true,
      expires_at: null,
    });
  });

  it('edits a posting showing its deadline as the Kigali calendar day', async () => {
    const onSave = vi.fn(async (_values: JobPostingFormValues) => saved);
    renderWithAdminProviders(<JobPostingForm item={posting} onSave={onSave} onCancel={() => {}} />);
    expect(screen.getByLabelText('Application deadline')).toHaveValue('2026-12-31');
    expect(screen.getByLabelText('Active (shown on the careers page)')).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ expires_at: '2026-12-31', is_active: false });
  });
});
