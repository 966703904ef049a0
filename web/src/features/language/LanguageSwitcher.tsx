import { LOCALE_NAMES, LOCALES, localizedPath, type Locale } from '@kigali/domain/locales';
import { useId, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useMessages } from '@/i18n';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '@/lib/language-choice';
import { usePagePath } from '@/ui/Link';

type Props = {
  /** 'codes' (EN FR RW, each named in full for assistive technology) where room is short. */
  display: 'codes' | 'names';
  /** Shows the "Language" label so styled; without it the label is for assistive technology only. */
  labelClassName?: string;
  className?: string;
  linkClassName?: string;
  currentClassName?: string;
};

const noChanges = () => () => {};

/**
 * The page in each language. Plain links, not router links: a language is a page load (each page
 * loads one catalogue and its router is based on its prefix), and the links the server rendered
 * work before the page is hydrated. The boot script remembers the language pressed
 * (lib/language-choice.ts), through the attribute each link carries.
 */
export function LanguageSwitcher({
  display,
  labelClassName,
  className,
  linkClassName,
  currentClassName,
}: Props) {
  const t = useMessages();
  const page = useLocale();
  const labelId = useId();
  const { search, hash } = useLocation();
  const pathname = usePagePath();
  // The server renders the links for the path alone: the query is added once hydrated, so that the
  // first render matches that HTML (a press before then gets it from the boot script).
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const query = hydrated ? `${search}${hash}` : '';

  return (
    <nav aria-labelledby={labelId} className={className}>
      <span id={labelId} className={labelClassName ?? 'sr-only'}>
        {t.language.label}
      </span>
      <ul className="flex flex-wrap items-center gap-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === page ? (
              <span aria-current="true" lang={locale} className={currentClassName}>
                <LanguageName locale={locale} display={display} />
              </span>
            ) : (
              <a
                href={`${localizedPath(locale, pathname)}${query}`}
                lang={locale}
                hrefLang={locale}
                {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: locale }}
                className={linkClassName}
              >
                <LanguageName locale={locale} display={display} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A code keeps its full name in the accessible name, after the code seen (so that it can be spoken). */
function LanguageName({ locale, display }: { locale: Locale; display: Props['display'] }) {
  if (display === 'names') return LOCALE_NAMES[locale];
  return (
    <>
      {locale.toUpperCase()}
      <span className="sr-only"> {LOCALE_NAMES[locale]}</span>
    </>
  );
}
