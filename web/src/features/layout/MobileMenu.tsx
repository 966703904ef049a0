import { useRef } from 'react';
import { NavLink } from '@/ui/Link';
import { ContactDialogButton } from '@/features/contact';
import { LanguageSwitcher } from '@/features/language';
import { useMessages } from '@/i18n';
import { CloseIcon } from '@/ui/icons';
import { HeaderSearch } from './HeaderSearch';
import type { NavItem } from './navigation';

type Props = { id: string; items: NavItem[] };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
  }`;

/**
 * The full-height menu that slides in on small screens: a modal <dialog>, opened by the header's
 * menu button through an invoker command, so the browser answers that press at once, before the
 * app has started as after (app/invokers.ts). The browser keeps focus inside, closes it on Escape
 * or a press beside it, and gives focus back to the menu button. It lists the header's items (the
 * Focus Areas group expanded) and closes on any link tap.
 */
export function MobileMenu({ id, items }: Props) {
  const t = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <dialog
      id={id}
      ref={dialog}
      aria-label={t.layout.menuTitle}
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-white p-0 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-slate-950/60 open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full"
    >
      {/* The content fills a child element: a press on the dialog itself is on the backdrop. */}
      <div className="flex h-full flex-col overflow-y-auto">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold text-brand-900">{t.layout.menuTitle}</span>
          <button
            type="button"
            commandfor={id}
            command="close"
            aria-label={t.layout.closeMenu}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={t.layout.mainNavigation} className="flex-1 px-4 py-4">
          <ul className="space-y-1">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} onClick={close} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={item.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
                    {item.label}
                  </p>
                  <ul className="ml-3 space-y-1 border-l border-slate-200 pl-2">
                    {item.items.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} onClick={close} className={linkClass}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-slate-200 px-4 py-4">
          <LanguageSwitcher
            display="names"
            className="flex flex-wrap items-center gap-x-2 text-sm"
            labelClassName="font-bold text-slate-600"
            linkClassName="block rounded-md px-3 py-3 font-semibold text-brand-700 underline underline-offset-4 hover:bg-slate-100"
            currentClassName="block rounded-md bg-brand-700 px-3 py-3 font-semibold text-white"
          />
          <HeaderSearch onSearch={close} />
          {/* The contact dialog takes the menu's place (app/invokers.ts). */}
          <ContactDialogButton className="w-full rounded-md bg-accent-500 px-4 py-3 font-semibold text-brand-950 hover:bg-accent-600">
            {t.layout.sendMessage}
          </ContactDialogButton>
        </div>
      </div>
    </dialog>
  );
}
