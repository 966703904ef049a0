import type { JobPosting, JobPostingForm as JobPostingFormValues } from '@kigali/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminForm } from '@/features/admin/shared/render-with-admin-providers';
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

describe('JobPostingForm', () => {
  it('shows the documented messages and does not save an empty posting', async () => {
    const { user, onSave } = renderAdminForm<JobPostingFormValues>((form) => (
      <JobPostingForm item={null} {...form} />
    ));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['Title is required', 'Department is required', 'Location is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('creates an active posting without a deadline by default, with its lists', async () => {
    const { user, onSave } = renderAdminForm<JobPostingFormValues>((form) => (
      <JobPostingForm item={null} {...form} />
    ));
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
    const { user, onSave } = renderAdminForm<JobPostingFormValues>((form) => (
      <JobPostingForm item={posting} {...form} />
    ));
    expect(screen.getByLabelText('Application deadline')).toHaveValue('2026-12-31');
    expect(screen.getByLabelText('Active (shown on the careers page)')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ expires_at: '2026-12-31', is_active: false });
  });
});
