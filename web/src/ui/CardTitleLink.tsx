import type { ReactNode } from 'react';
import { Link } from './Link';

/**
 * A card's heading whose link covers the whole card (the card is `relative`): one link per card,
 * named by the heading, however large the area that opens it.
 */
export function CardTitleLink({
  to,
  lang,
  className,
  children,
}: {
  to: string;
  /** The heading's language, where it is shown in another one than the page's. */
  lang: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <h2 lang={lang} className={className}>
      <Link to={to} className="after:absolute after:inset-0 hover:text-brand-700">
        {children}
      </Link>
    </h2>
  );
}
