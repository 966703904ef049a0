import { LIMITS } from '@kigali/domain';
import { useId, useState } from 'react';
import { useMessages } from '@/i18n';

/**
 * Whether a text is long enough to get the See More / See Less toggle (over 100 characters,
 * docs/product.md#constants-and-limits).
 */
export const needsClamp = (text: string) => text.length > LIMITS.descriptionClampChars;

/** Tailwind needs the class name spelled out: 4 lines is LIMITS.descriptionClampLines. */
const CLAMPED = 'line-clamp-4';

/**
 * A description clamped to 4 lines with a See More / See Less toggle when it is long
 * (docs/product.md#products).
 */
export function ClampedText({
  text,
  className = '',
  lang,
}: {
  text: string;
  className?: string;
  /** 'en' when the text shows in English on a page in another language (fallbackLang). */
  lang?: string;
}) {
  const t = useMessages().catalogue;
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!needsClamp(text)) {
    return (
      <p lang={lang} className={className}>
        {text}
      </p>
    );
  }
  return (
    <div>
      <p id={id} lang={lang} className={expanded ? className : `${className} ${CLAMPED}`}>
        {text}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {expanded ? t.seeLess : t.seeMore}
      </button>
    </div>
  );
}
