import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

// As inside a page: the router's location is the path without its language prefix.
function renderSwitcher(display: 'codes' | 'names', at = '/products/dome-camera?category=cctv') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <LanguageSwitcher display={display} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: /^(Language|Langue|Ururimi)$/ });
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.lang]);

afterEach(() => loadLocale('en'));

describe('LanguageSwitcher', () => {
  it('links the same page, query kept, in the other languages, and marks the current one', () => {
    const nav = renderSwitcher('names');
    expect(hrefs(nav)).toEqual([
      ['Français', '/fr/products/dome-camera?category=cctv', 'fr', 'fr'],
      ['Ikinyarwanda', '/rw/products/dome-camera?category=cctv', 'rw', 'rw'],
    ]);
    const current = within(nav).getByText('English');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAttribute('lang', 'en');
    expect(current.closest('a')).toBeNull();
    // The boot script remembers the language of the link pressed by this attribute.
    expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute('data-language-choice', 'fr');
  });

  it('on a French page, leads back to English at the root and to the home page of each language', async () => {
    await loadLocale('fr');
    const nav = renderSwitcher('names', '/');
    expect(nav).toHaveAccessibleName('Langue');
    expect(hrefs(nav)).toEqual([
      ['English', '/', 'en', 'en'],
      ['Ikinyarwanda', '/rw', 'rw', 'rw'],
    ]);
    expect(within(nav).getByText('Français')).toHaveAttribute('aria-current', 'true');
  });

  it('shows codes where room is short, each named in full', () => {
    const nav = renderSwitcher('codes', '/careers');
    expect(within(nav).getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/careers');
    expect(within(nav).getByRole('link', { name: 'RW Ikinyarwanda' })).toHaveAttribute('href', '/rw/careers');
    expect(nav.querySelector('[aria-current="true"]')).toHaveTextContent('EN English');
  });
});
