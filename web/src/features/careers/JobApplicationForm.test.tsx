import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitJobApplication } from '@/data/public-submissions';
import { JobApplicationForm } from './JobApplicationForm';
import { fillByLabel } from '@/test/fill-by-label';

vi.mock('@/data/public-submissions', () => ({ submitJobApplication: vi.fn() }));
const submit = vi.mocked(submitJobApplication);

const posting = { id: 'job-network-engineer', title: 'Network Engineer' };

function renderForm() {
  const onClose = vi.fn();
  render(<JobApplicationForm id="application" posting={posting} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillByLabel(user, {
    'Full Name': 'Aline Uwase',
    Email: 'aline@example.com',
    'Resume URL': 'https://drive.example.com/cv.pdf',
  });
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('JobApplicationForm', () => {
  it('shows the documented messages under the fields and sends nothing when the input is bad', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Resume URL'), 'my cv');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid URL to your resume')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('accepts an empty phone and cover letter, sends the application and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    submit.mockResolvedValue({ id: 'new-id', queued: false });
    const { user, onClose } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(posting, {
      full_name: 'Aline Uwase',
      email: 'aline@example.com',
      phone: undefined,
      resume_url: 'https://drive.example.com/cv.pdf',
      cover_letter: undefined,
    });
    expect(success).toHaveBeenCalledWith('Application submitted successfully');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('says the application is saved on the device when it was queued offline', async () => {
    const success = vi.spyOn(toast, 'success');
    submit.mockResolvedValue({ id: 'new-id', queued: true });
    const { user, onClose } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved on this device: it will be sent when you are back online.');
  });

  it('shows "Submitting..." on a disabled button while sending', async () => {
    let finish: () => void = () => {};
    submit.mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve({ id: 'new-id', queued: false });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('keeps what was typed and shows the failure toast when sending fails', async () => {
    const failure = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    submit.mockRejectedValue(new Error('permission-denied'));
    const { user, onClose } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to submit application'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText('Resume URL')).toHaveValue('https://drive.example.com/cv.pdf');
  });

  it('Cancel clears the form and closes it', async () => {
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(submit).not.toHaveBeenCalled();
  });
});
