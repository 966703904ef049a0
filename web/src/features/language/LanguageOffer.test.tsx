import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguage, languageOfferDismissed } from '@/lib/language-choice';
import { LanguageOfferSlot } from './LanguageOfferSlot';

// The slot waits for the page to have settled (seconds after load): here it has.
vi.mock('@/lib/page-settled', () => ({ pageSettled: () => Promise.resolve() }));

function renderEnglishPage(browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  render(
    <MemoryRouter initialEntries={['/products?category=cctv']}>
      <LanguageOfferSlot />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

// Which visitors get the offer: offered-language.test.ts; an English browser in Chromium: language-switcher.spec.
describe('the offer of the visitor’s language', () => {
  it('offers a French browser this page in French, written in French', async () => {
    renderEnglishPage(['fr-FR', 'en-US']);
    const offer = await screen.findByRole('region', { name: 'Ce site existe aussi en français.' });
    expect(offer).toHaveAttribute('lang', 'fr');
    const accept = screen.getByRole('link', { name: 'Lire en français' });
    expect(accept).toHaveAttribute('href', '/fr/products?category=cctv');
    expect(accept).toHaveAttribute('hreflang', 'fr');
    expect(accept).toHaveAttribute('data-language-choice', 'fr');
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('is declined for good by its dismiss button', async () => {
    renderEnglishPage(['rw', 'en']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Oya, murakoze' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(languageOfferDismissed()).toBe(true);
    expect(chosenLanguage()).toBeNull();
  });
});
