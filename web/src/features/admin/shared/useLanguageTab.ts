import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kigali/domain';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Which language tabs hold a field with an error: English every field but the translations, the others their own. */
export function invalidLanguages(errors: FieldErrors<FieldValues>): Record<Locale, boolean> {
  const { translations, ...english } = errors as FieldErrors & {
    translations?: Partial<Record<Locale, unknown>>;
  };
  return {
    en: Object.values(english).some(Boolean),
    fr: Boolean(translations?.fr),
    rw: Boolean(translations?.rw),
  };
}

/** The first field of a panel that shows an error: a control marked invalid, or the text box of a list with one. */
const FIRST_INVALID = '[aria-invalid="true"], fieldset[aria-describedby] input';

/**
 * The tab a form shows, and the tabs opened so far (their panels stay on the page, hidden, so what an
 * admin picked or half-typed there, such as an image file, is kept). After a submit refused for errors,
 * the tab in view stays if it has one; otherwise the first tab that has one is shown. Then the first
 * invalid field of the shown panel is focused: react-hook-form focuses the first field in error, which
 * may be in a hidden panel. (On the English tab with an English error, its focus is left as it always was.)
 */
export function useLanguageTab(invalid: Record<Locale, boolean>, submitCount: number) {
  const [selected, setSelected] = useState<Locale>(DEFAULT_LOCALE);
  const [opened, setOpened] = useState<ReadonlySet<Locale>>(() => new Set([DEFAULT_LOCALE]));
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  const [focusRequest, setFocusRequest] = useState(0);
  const panelsRef = useRef<HTMLDivElement>(null);

  const select = (locale: Locale) => {
    setSelected(locale);
    setOpened((before) => (before.has(locale) ? before : new Set([...before, locale])));
  };

  if (submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const shown = invalid[selected] ? selected : LOCALES.find((locale) => invalid[locale]);
    if (shown !== undefined && !(shown === DEFAULT_LOCALE && selected === DEFAULT_LOCALE)) {
      select(shown);
      setFocusRequest((request) => request + 1);
    }
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    panelsRef.current
      ?.querySelector<HTMLElement>(`:scope > [role="tabpanel"]:not([hidden]) :is(${FIRST_INVALID})`)
      ?.focus();
  }, [focusRequest]);

  return { selected, opened, select, panelsRef };
}
