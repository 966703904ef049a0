import type { ReactNode } from 'react';

/**
 * The icons of the site's chrome (header, footer, menus, dialogs, the admin's shell), drawn inline:
 * nothing to fetch. Decorative, so hidden from screen readers (the button around each one carries the
 * label); they take the text colour. Only the chrome imports them, so the bundler keeps them in the
 * chunk the dialogs are in, which every page loads: an import from a page would give them a chunk of
 * their own.
 */
type IconProps = { className: string };

/** Outlined, on a 24 x 24 grid. */
function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
  </LineIcon>
);

export const MenuIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
  </LineIcon>
);

export const SearchIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
  </LineIcon>
);

export const DownloadIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
  </LineIcon>
);

export const ClockIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="12" cy="12" r="9" />
  </LineIcon>
);

/** Filled, on a 20 x 20 grid. */
export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
  </svg>
);
