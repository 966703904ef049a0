import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n';
import { MobileMenu } from './MobileMenu';
import { mainNavigation } from './navigation';

function renderMenu(open: boolean) {
  const onClose = vi.fn();
  const onSendMessage = vi.fn();
  render(
    <MemoryRouter>
      <MobileMenu
        id="menu"
        open={open}
        items={mainNavigation(messages)}
        onClose={onClose}
        onSendMessage={onSendMessage}
      />
    </MemoryRouter>,
  );
  return { onClose, onSendMessage };
}

describe('MobileMenu', () => {
  it('lists every header item, Focus Areas expanded, and moves focus into itself', () => {
    renderMenu(true);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Home',
      'About Us',
      'Trainings',
      'Services',
      'Products',
      'Contact',
      'Careers',
      'Become a Partner',
    ]);
    expect(screen.getByText('Focus Areas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on any link tap', async () => {
    const { onClose } = renderMenu(true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Careers' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderMenu(true);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the open menu', async () => {
    renderMenu(true);
    const user = userEvent.setup();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send a Message' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('"Send a Message" closes the menu and opens the contact modal', async () => {
    const { onClose, onSendMessage } = renderMenu(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a Message' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSendMessage).toHaveBeenCalledOnce();
  });

  it('is inert while closed, so nothing in it can be reached', () => {
    renderMenu(false);
    expect(screen.getByRole('dialog', { name: 'Menu', hidden: true }).parentElement).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Close menu', hidden: true })).not.toHaveFocus();
  });
});
