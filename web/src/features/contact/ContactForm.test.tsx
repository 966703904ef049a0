import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from '@/data/public-submissions';
import { TooManySubmissionsError } from '@/data/submit';
import { ContactForm } from './ContactForm';
import { fillByLabel } from '@/test/fill-by-label';

vi.mock('@/data/public-submissions', () => ({ submitContactMessage: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const submit = vi.mocked(submitContactMessage);

async function fill(values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>) {
  const user = userEvent.setup();
  await fillByLabel(user, values);
  return user;
}

const valid = {
  Name: 'Aline Uwase',
  Email: 'aline@example.rw',
  Phone: '+250 788 000 111',
  Message: 'Please quote a CCTV system for our shop.',
};

afterEach(() => vi.clearAllMocks());

describe('ContactForm', () => {
  it('shows every documented message under its field on submit and sends nothing', async () => {
    render(<ContactForm onSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Phone number is required')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail, a malformed phone and a short message', async () => {
    render(<ContactForm onSent={vi.fn()} />);
    const user = await fill({ ...valid, Email: 'aline@', Phone: 'call me', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('counts the message length after trimming spaces', async () => {
    render(<ContactForm onSent={vi.fn()} />);
    const user = await fill({ ...valid, Message: '   short    ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message must be at least 10 characters')).toBeVisible();
  });

  it('shows Sending... on a disabled button while busy, then clears the form and reports success', async () => {
    let finish: (value: { id: string; queued: boolean }) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onSent = vi.fn();
    render(<ContactForm onSent={onSent} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      name: valid.Name,
      email: valid.Email,
      phone: valid.Phone,
      message: valid.Message,
    });
    finish({ id: 'abc', queued: false });
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('tells an offline visitor the message is saved on the device', async () => {
    submit.mockResolvedValue({ id: 'abc', queued: true });
    const onSent = vi.fn();
    render(<ContactForm onSent={onSent} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Saved on this device: your message will be sent when you are back online.',
      ),
    );
  });

  it('keeps everything typed and reports the failure when the send fails', async () => {
    const failure = new Error('permission-denied');
    submit.mockRejectedValue(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSent = vi.fn();
    render(<ContactForm onSent={onSent} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send message'));
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue(valid.Name);
    expect(screen.getByLabelText('Message')).toHaveValue(valid.Message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('tells a visitor who sent the form too often how long to wait, keeping what was typed', async () => {
    submit.mockRejectedValue(new TooManySubmissionsError(150));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm onSent={vi.fn()} />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You have sent this form several times in a short while. Please try again in 3 minutes.',
      ),
    );
    expect(screen.getByLabelText('Message')).toHaveValue(valid.Message);
  });
});
