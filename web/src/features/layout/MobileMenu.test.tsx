import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentMessages } from '@/i18n';
import { MobileMenu } from './MobileMenu';
import { mainNavigation } from './navigation';

// The browser opens the menu, keeps focus in it and closes it on Escape: layout.spec (e2e) checks
// that in Chromium, before and after the app has started. Here: what the component itself does.
function renderOpenMenu() {
  render(
    <MemoryRouter>
      <MobileMenu id="menu" items={mainNavigation(currentMessages())} />
    </MemoryRouter>,
  );
  (document.getElementById('menu') as HTMLDialogElement).showModal();
  return screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement;
}

describe('MobileMenu', () => {
  it('lists every header item, Focus Areas expanded', () => {
    renderOpenMenu();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
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
  });

  it('offers the page in the other languages (the header has no room for them on a phone)', () => {
    renderOpenMenu();
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
    expect(within(languages).getByRole('link', { name: 'Ikinyarwanda' })).toHaveAttribute('href', '/rw');
  });

  it('closes on any link tap', async () => {
    const menu = renderOpenMenu();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Careers' }));
    expect(menu.open).toBe(false);
  });

  it('closes itself by its close button, and its "Send a Message" opens the contact dialog', () => {
    renderOpenMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('commandfor', 'menu');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('command', 'close');
    const sendMessage = screen.getByRole('button', { name: 'Send a Message' });
    expect(sendMessage).toHaveAttribute('commandfor', 'contact-dialog');
    expect(sendMessage).toHaveAttribute('command', 'show-modal');
  });
});
