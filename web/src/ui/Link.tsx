import { localizedPath, pathWithoutLocale } from '@kigali/domain/locales';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import type { Ref } from 'react';
import { useLocale } from '@/i18n';

/**
 * Links and navigation within the page's language. Pages name their targets by the English path
 * (config/paths.ts); on a French page "/products" is "/fr/products". Every language's pages are
 * routes of one app, so a path without its prefix would leave the language.
 */
function useLocalize(): (to: To) => To {
  const locale = useLocale();
  return (to) => (typeof to === 'string' && to.startsWith('/') ? localizedPath(locale, to) : to);
}

export function Link({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink to={useLocalize()(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink to={useLocalize()(to)} {...props} />;
}

/** `navigate()` for English paths, in the page's language. */
export function useLocalizedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const localize = useLocalize();
  return (to) => void navigate(localize(to));
}

/** The page's path without its language prefix: the form config/paths.ts names pages in. */
export function usePagePath(): string {
  return pathWithoutLocale(useLocation().pathname);
}
