import { localizedPath, type Locale } from '@kigali/domain/locales';
import { use, useId } from 'react';
import { useLocation } from 'react-router';
import { readCatalogue } from '@/i18n';
import { LANGUAGE_CHOICE_ATTRIBUTE, rememberLanguageOfferDismissed } from '@/lib/language-choice';
import { usePagePath } from '@/ui/Link';

type Props = { offered: Locale; onAnswered: () => void };

/**
 * A small prompt offering this page in the visitor's language, written in that language (its
 * catalogue is downloaded for it). Fixed at the bottom, so nothing moves and the header stays
 * clear; it takes no focus. Accepting is a link to the same page in that language (the boot
 * script remembers the choice: lib/language-choice.ts); declining is remembered and the offer is
 * not made again on this device.
 */
export function LanguageOffer({ offered, onAnswered }: Props) {
  const t = use(readCatalogue(offered)).language.offer;
  const textId = useId();
  const { search, hash } = useLocation();
  const pathname = usePagePath();
  const dismiss = () => {
    rememberLanguageOfferDismissed();
    onAnswered();
  };
  return (
    <section
      aria-labelledby={textId}
      lang={offered}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg sm:left-3 sm:mx-0"
    >
      <p id={textId} className="flex-1 basis-48 font-semibold">
        {t.text}
      </p>
      <div className="flex items-center gap-2">
        <a
          href={`${localizedPath(offered, pathname)}${search}${hash}`}
          hrefLang={offered}
          {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: offered }}
          className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t.accept}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="rounded-md px-3 py-2 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t.dismiss}
        </button>
      </div>
    </section>
  );
}
