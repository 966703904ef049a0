import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { useMessages } from '@/i18n';
import { HeaderSearch } from './HeaderSearch';
import type { NavItem } from './navigation';

type Props = {
  id: string;
  open: boolean;
  items: NavItem[];
  onClose: () => void;
  onSendMessage: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
  }`;

/**
 * The full-height menu that slides in on small screens. It lists the header's items (the Focus
 * Areas group expanded), closes on any link tap and on Escape, and keeps focus inside while open.
 */
export function MobileMenu({ id, open, items, onClose, onSendMessage }: Props) {
  const t = useMessages();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button, input');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="lg:hidden" inert={!open}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-slate-950/60 transition-opacity motion-reduce:transition-none ${
          open ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t.layout.menuTitle}
        onKeyDown={onKeyDown}
        className={`fixed inset-y-0 right-0 z-50 flex h-full w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 motion-reduce:transition-none ${
          open ? 'translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold text-brand-900">{t.layout.menuTitle}</span>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t.layout.closeMenu}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={t.layout.mainNavigation} className="flex-1 px-4 py-4">
          <ul className="space-y-1">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} onClick={onClose} className={linkClass}>
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
                        <NavLink to={child.to} onClick={onClose} className={linkClass}>
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
          <HeaderSearch onSearch={onClose} />
          <button
            type="button"
            onClick={() => {
              onClose();
              onSendMessage();
            }}
            className="w-full rounded-md bg-accent-500 px-4 py-3 font-semibold text-brand-950 hover:bg-accent-600"
          >
            {t.layout.sendMessage}
          </button>
        </div>
      </div>
    </div>
  );
}
