import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import type { NavLinkItem } from './navigation';

type Props = { label: string; items: NavLinkItem[] };

/**
 * The desktop "Focus Areas" dropdown: opens on hover, and from the keyboard (Enter, Space or
 * ArrowDown open it on the first item, arrows move, Escape closes it and returns to the trigger).
 */
export function FocusAreasMenu({ label, items }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const listId = useId();
  const { pathname } = useLocation();
  const containsCurrentPage = items.some(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  );

  const focusItem = (index: number) => {
    const count = items.length;
    links.current[(index + count) % count]?.focus();
  };
  // The list must be in the DOM before one of its links can take focus.
  const openOn = (index: number) => {
    flushSync(() => setOpen(true));
    focusItem(index);
  };
  const closeToTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onTriggerClick = (event: MouseEvent) => {
    // detail is 0 for clicks made with Enter or Space (and by screen readers).
    if (event.detail === 0) openOn(0);
    else setOpen(true);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openOn(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onItemKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeToTrigger();
    }
  };

  return (
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        className={`inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 hover:text-brand-700 ${
          containsCurrentPage ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul id={listId} className="min-w-48 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
          {items.map((item, index) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                ref={(element) => {
                  links.current[index] = element;
                }}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block px-4 py-2 text-sm hover:bg-brand-700 hover:text-white focus:bg-brand-700 focus:text-white ${
                    isActive ? 'font-semibold text-brand-700' : 'text-slate-800'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
