import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitContactMessage } from '@/data/public-submissions';
import { addPendingSubmission, refusePendingSubmission } from '@/data/pending-submission-changes';
import { readPendingSubmissions } from '@/data/pending-submissions';
import { RefusedSubmissionsNotice } from './RefusedSubmissionsNotice';

vi.mock('@/data/public-submissions', () => ({
  submitContactMessage: vi.fn(),
  submitJobApplication: vi.fn(),
  submitPartnershipRequest: vi.fn(),
}));

const message = {
  name: 'Aline Uwase',
  email: 'aline@example.com',
  phone: '0788123456',
  message: 'Call me back.',
};
const application = {
  full_name: 'Eric Habimana',
  email: 'eric@example.com',
  phone: '',
  resume_url: 'https://example.rw/cv.pdf',
  cover_letter: 'I would love to join.',
};

function listRefused() {
  addPendingSubmission({ id: 'm', collection: 'contact_messages', createdAt: 'then', fields: message });
  addPendingSubmission({
    id: 'a',
    collection: 'job_applications',
    createdAt: 'then',
    fields: application,
    posting: { id: 'job-1', title: 'Network Engineer' },
  });
  refusePendingSubmission('m', 'unconfirmed');
  refusePendingSubmission('a', 'posting-closed');
}

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

async function openReview() {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Review' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Not sent' }) };
}

describe('RefusedSubmissionsNotice', () => {
  it('shows nothing while nothing was refused, and a notice once something is', () => {
    const { container } = render(<RefusedSubmissionsNotice />);
    addPendingSubmission({ id: 'w', collection: 'contact_messages', createdAt: 'then', fields: message });
    expect(container).toBeEmptyDOMElement();
    act(() => listRefused());
    expect(screen.getByRole('alert')).toHaveTextContent('2 forms you filled in were not sent');
  });

  it('shows an application to a closed posting with why and everything typed, to copy', async () => {
    listRefused();
    render(<RefusedSubmissionsNotice />);
    const { user, dialog } = await openReview();
    const section = within(dialog).getByRole('region', { name: 'Your application for Network Engineer' });
    expect(section).toHaveTextContent(/This position closed, or its deadline passed/);
    for (const value of [
      application.full_name,
      application.email,
      application.resume_url,
      application.cover_letter,
    ]) {
      expect(within(section).getByText(value)).toBeInTheDocument();
    }
    expect(within(section).getByRole('link', { name: 'See open positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copied = vi.spyOn(toast, 'success');
    await user.click(within(section).getByRole('button', { name: 'Copy my details' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Email: eric@example.com'));
    expect(copied).toHaveBeenCalledWith('Your details are copied');
  });

  it('gives a message back in its form, filled in, and forgets it once it is sent again', async () => {
    vi.mocked(submitContactMessage).mockResolvedValue({ id: 'new', queued: false });
    listRefused();
    render(<RefusedSubmissionsNotice />);
    const { user, dialog } = await openReview();
    const section = within(dialog).getByRole('region', { name: 'Your message' });
    expect(section).toHaveTextContent('We could not confirm that it reached us.');
    expect(within(section).getByLabelText('Message')).toHaveValue('Call me back.');
    await user.clear(within(section).getByLabelText('Phone'));
    await user.type(within(section).getByLabelText('Phone'), '0788000000');
    await user.click(within(section).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(submitContactMessage).toHaveBeenCalledWith({ ...message, phone: '0788000000' }),
    );
    await waitFor(() => expect(readPendingSubmissions().map((entry) => entry.id)).toEqual(['a']));
  });

  it('discards a refused submission only when asked, and hides once none is left', async () => {
    listRefused();
    render(<RefusedSubmissionsNotice />);
    const { user, dialog } = await openReview();
    const discard = (name: string) =>
      user.click(
        within(within(dialog).getByRole('region', { name })).getByRole('button', { name: 'Discard' }),
      );
    await discard('Your message');
    expect(readPendingSubmissions().map((entry) => entry.id)).toEqual(['a']);
    await discard('Your application for Network Engineer');
    expect(readPendingSubmissions()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
