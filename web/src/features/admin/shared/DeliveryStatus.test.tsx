import { contactMessageEntity } from '@kigali/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryStatus } from './DeliveryStatus';

const renderStatus = (
  state: Parameters<typeof DeliveryStatus>[0]['state'],
  { isResending = false, onResend = () => {} } = {},
) => render(<DeliveryStatus state={state} from="Grace" isResending={isResending} onResend={onResend} />);

describe('DeliveryStatus', () => {
  it.each([
    ['sent', 'E-mail notification: sent'],
    ['sending', 'E-mail notification: being sent'],
    ['invalid', 'E-mail notification: not sent, the submission is incomplete'],
  ] as const)('says a %s e-mail in words, with nothing to press', (state, words) => {
    renderStatus(state);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['failed', 'E-mail notification: not sent, the mail server did not accept it'],
    ['throttled', 'E-mail notification: held back, because many submissions arrived at once'],
  ] as const)('offers to send a %s e-mail again', async (state, words) => {
    const onResend = vi.fn();
    renderStatus(state, { onResend });
    expect(screen.getByText(words)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail about Grace again' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('shows the button busy while the e-mail is sent again, and ignores a second press', async () => {
    const onResend = vi.fn();
    renderStatus('failed', { isResending: true, onResend });
    const button = screen.getByRole('button', { name: 'Send the e-mail about Grace again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sending...');
    await userEvent.click(button);
    expect(onResend).not.toHaveBeenCalled();
  });

  it('shows nothing before the mail Function has run', () => {
    const { container } = renderStatus(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the delivery map as the admin lists read it', () => {
  const message = { id: 'm', name: 'G', email: 'g@example.com', phone: '1', message: 'x', created_at: null };

  it('keeps the state the mail Function wrote', () => {
    const parsed = contactMessageEntity.parse({
      ...message,
      delivery: { state: 'throttled', at: new Date() },
    });
    expect(parsed.delivery).toEqual({ state: 'throttled' });
  });

  it('reads an unknown or malformed state as none, keeping the message', () => {
    expect(
      contactMessageEntity.parse({ ...message, delivery: { state: 'bounced' } }).delivery,
    ).toBeUndefined();
    expect(contactMessageEntity.parse({ ...message, delivery: 'sent' }).delivery).toBeUndefined();
  });
});
