/**
 * The visitor's answers about language, kept on the device: the language they chose (by the
 * switcher or by accepting the offer of their browser's language) and whether they declined that
 * offer. Storage may be unavailable (private modes, a full quota): the site then simply forgets,
 * it never fails. Codes are stored as given; the language feature checks they are languages.
 */
const CHOSEN_KEY = 'kigali.language';
const OFFER_DISMISSED_KEY = 'kigali.languageOfferDismissed';
/** Links that change the page's language carry the language they lead to in this attribute. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

export function chosenLanguage(): string | null {
  return read(CHOSEN_KEY);
}

export function rememberChosenLanguage(code: string): void {
  write(CHOSEN_KEY, code);
}

export function languageOfferDismissed(): boolean {
  return read(OFFER_DISMISSED_KEY) !== null;
}

export function rememberLanguageOfferDismissed(): void {
  write(OFFER_DISMISSED_KEY, '1');
}

/**
 * Remembers the language of each language link pressed, from the boot script (app/boot.ts): the
 * switcher's links are rendered by the server and work before the page is hydrated, when no React
 * handler is attached yet. A press before hydration also lacks the query the app adds to the
 * links (the server renders them without it), so the link is given the current query and hash here.
 */
export function rememberLanguageChoices(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      rememberChosenLanguage(link.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE) ?? '');
      link.search = window.location.search;
      link.hash = window.location.hash;
    },
    true,
  );
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: the visitor may be asked again, which is harmless.
  }
}
