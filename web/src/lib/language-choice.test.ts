import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chosenLanguage,
  languageOfferDismissed,
  rememberChosenLanguage,
  rememberLanguageChoices,
  rememberLanguageOfferDismissed,
} from './language-choice';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the language choice kept on the device', () => {
  it('remembers the chosen language and a declined offer', () => {
    expect(chosenLanguage()).toBeNull();
    expect(languageOfferDismissed()).toBe(false);
    rememberChosenLanguage('fr');
    rememberLanguageOfferDismissed();
    expect(chosenLanguage()).toBe('fr');
    expect(languageOfferDismissed()).toBe(true);
  });

  it('forgets quietly when storage refuses', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse });
    expect(() => rememberChosenLanguage('rw')).not.toThrow();
    expect(chosenLanguage()).toBeNull();
    expect(languageOfferDismissed()).toBe(false);
  });
});

describe('rememberLanguageChoices', () => {
  beforeAll(() => rememberLanguageChoices());

  // The switcher's server-rendered links are pressed before any React handler is attached.
  it('remembers the language of a language link pressed and gives the link the current query', () => {
    window.history.replaceState(null, '', '/products/dome-camera?category=cctv#specs');
    document.body.innerHTML =
      '<a href="/fr/products/dome-camera" data-language-choice="fr"><span>FR</span></a><a href="/aboutus">About</a>';
    const language = document.querySelector<HTMLAnchorElement>('a[data-language-choice]')!;
    const other = document.querySelector<HTMLAnchorElement>('a[href="/aboutus"]')!;
    const followed: string[] = [];
    document.addEventListener('click', (event) => {
      followed.push((event.target as Element).closest('a')!.href);
      event.preventDefault(); // jsdom does not navigate; the href as the browser would follow it is read above
    });

    other.click();
    expect(chosenLanguage()).toBeNull();
    language.querySelector('span')!.click();
    expect(chosenLanguage()).toBe('fr');
    expect(followed.at(-1)).toBe(`${window.location.origin}/fr/products/dome-camera?category=cctv#specs`);
  });
});
