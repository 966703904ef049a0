import { jobApplicationEntity, type JobApplication } from '@kigali/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationCard } from './ApplicationCard';

const application: JobApplication = {
  id: 'app-1',
  job_posting_id: 'job-1',
  full_name: 'Aline Uwase',
  email: 'aline@example.com',
  phone: '+250 788 214 530',
  resume_url: 'https://example.com/cv.pdf',
  cover_letter: '<b>Hello</b>\nI would like to apply.',
  status: 'pending',
  created_at: new Date('2026-11-20T08:30:00Z'),
};

const renderCard = (props: Partial<Parameters<typeof ApplicationCard>[0]> = {}) =>
  render(
    <ApplicationCard
      application={application}
      isUpdating={false}
      onStatusChange={() => {}}
      isResending={false}
      onResend={() => {}}
      {...props}
    />,
  );

describe('ApplicationCard', () => {
  it('shows the applicant details with safe links and the cover letter as plain text', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'aline@example.com' })).toHaveAttribute(
      'href',
      'mailto:aline@example.com',
    );
    expect(screen.getByRole('link', { name: '+250 788 214 530' })).toHaveAttribute(
      'href',
      'tel:+250788214530',
    );
    const resume = screen.getByRole('link', { name: "Open Aline Uwase's resume (new tab)" });
    expect(resume).toHaveAttribute('href', 'https://example.com/cv.pdf');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/<b>Hello<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  });

  it('offers the four statuses and reports the chosen one', async () => {
    const onStatusChange = vi.fn();
    renderCard({ onStatusChange });
    const select = screen.getByLabelText('Status');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'pending',
      'reviewed',
      'accepted',
      'rejected',
    ]);
    await userEvent.setup().selectOptions(select, 'reviewed');
    expect(onStatusChange).toHaveBeenCalledWith('reviewed');
  });

  it('disables the status while a change is being saved', () => {
    renderCard({ isUpdating: true });
    expect(screen.getByLabelText('Status')).toBeDisabled();
  });

  it('says what became of the notification e-mail, with nothing to press once it is sent', () => {
    renderCard({ application: { ...application, delivery: { state: 'sent' } } });
    expect(screen.getByText('E-mail notification: sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
  });

  it('offers to send a failed e-mail again and shows it busy while it is sent', async () => {
    const onResend = vi.fn();
    const failed = { ...application, delivery: { state: 'failed' as const } };
    const { rerender } = renderCard({ application: failed, onResend });
    expect(
      screen.getByText('E-mail notification: not sent, the mail server did not accept it'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send the e-mail about Aline Uwase again' });
    await userEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();

    rerender(
      <ApplicationCard
        application={failed}
        isUpdating={false}
        onStatusChange={() => {}}
        isResending
        onResend={onResend}
      />,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sending...');
  });

  it('reads the delivery map the mail Function writes on an application', () => {
    const parsed = jobApplicationEntity.parse({
      ...application,
      delivery: { state: 'throttled', attempts: 1, at: new Date() },
    });
    expect(parsed.delivery).toEqual({ state: 'throttled' });
  });
});
