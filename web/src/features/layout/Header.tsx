import { useId } from 'react';
import { Link, NavLink } from '@/ui/Link';
import { paths } from '@/config/paths';
import { ContactDialogButton } from '@/features/contact';
import { LanguageSwitcher } from '@/features/language';
import { OfflineBanner, PendingSubmissionsIndicator } from '@/features/pwa';
import { useMessages } from '@/i18n';
import { MenuIcon } from '@/ui/icons';
import { FocusAreasMenu } from './FocusAreasMenu';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { mainNavigation } from './navigation';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 hover:text-brand-700 ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-800'
  }`;

/** The header bar (brand, search, "Send a Message") and the navigation bar under it. */
export function Header() {
  const t = useMessages();
  const items = mainNavigation(t);
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <OfflineBanner />
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label={t.layout.homeLink}>
            <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
            <span className="text-lg font-bold leading-tight">{t.common.companyName}</span>
          </Link>
          <div className="hidden flex-1 items-center justify-end gap-4 lg:flex">
            <HeaderSearch className="w-full max-w-sm" />
            <LanguageSwitcher
              display="codes"
              className="shrink-0 text-sm font-semibold"
              linkClassName="block rounded-md px-2 py-1 text-slate-200 hover:bg-brand-800 hover:text-white"
              currentClassName="block rounded-md px-2 py-1 text-accent-500 underline decoration-2 underline-offset-4"
            />
            <ContactDialogButton className="shrink-0 rounded-md bg-accent-500 px-4 py-2 text-sm font-semibold text-brand-950 hover:bg-accent-600">
              {t.layout.sendMessage}
            </ContactDialogButton>
          </div>
          <PendingSubmissionsIndicator className="ml-auto shrink-0 lg:ml-0" />
          <button
            type="button"
            commandfor={menuId}
            command="show-modal"
            aria-label={t.layout.openMenu}
            aria-expanded="false"
            aria-controls={menuId}
            className="rounded-md p-2 hover:bg-brand-800 lg:hidden"
          >
            <MenuIcon className="h-7 w-7" />
          </button>
        </div>
      </div>
      <nav
        aria-label={t.layout.mainNavigation}
        className="hidden border-b border-slate-200 bg-white lg:block"
      >
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === 'link' ? (
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              ) : (
                <FocusAreasMenu label={item.label} items={item.items} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu id={menuId} items={items} />
    </header>
  );
}
