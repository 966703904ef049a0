import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, usePagePath } from '@/ui/Link';
import { ChevronDownIcon } from '@/ui/icons';
import type { NavLinkItem } from './navigation';

type Props = { label: string; items: NavLinkItem[] };

/**
 * The desktop "Focus Areas" dropdown, a popover: a press on its button shows it through
 * `popovertarget`, so the browser answers at once, before the app has started as after, and
 * closes it on Escape or a press elsewhere. Once the app runs, it also opens on hover and from the
 * keyboard (Enter, Space or ArrowDown open it on the first item, arrows move, Escape closes it and
 * returns to the trigger). `aria-expanded` follows the popover (app/invokers.ts).
 */
export function FocusAreasMenu({ label, items }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const listId = useId();
  const pathname = usePagePath();
  const containsCurrentPage = items.some(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  );

  const isOpen = () => list.current?.matches(':popover-open') ?? false;
  const show = () => {
    if (isOpen() || !list.current || !trigger.current) return;
    placeUnderTrigger(list.current, trigger.current);
    list.current.showPopover();
  };
  const hide = () => {
    if (isOpen()) list.current?.hidePopover();
  };
  const focusItem = (index: number) => {
    const count = items.length;
    links.current[(index + count) % count]?.focus();
  };
  const openOn = (index: number) => {
    show();
    focusItem(index);
  };
  const closeToTrigger = () => {
    hide();
    trigger.current?.focus();
  };

  // A pointer press is answered by the browser (popovertarget); Enter or Space (detail 0, also
  // what screen readers send) moves on to the first item as well.
  const onTriggerClick = (event: MouseEvent) => {
    if (event.detail === 0) openOn(0);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openOn(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(items.length - 1);
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
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={trigger}
        type="button"
        popoverTarget={listId}
        popoverTargetAction="show"
        aria-haspopup="true"
        aria-expanded="false"
        aria-controls={listId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        className={`group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors [anchor-name:--focus-areas] hover:bg-slate-100 hover:text-brand-700 ${
          containsCurrentPage ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {label}
        <ChevronDownIcon className="h-4 w-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      {/* Anchored under the button; the top padding bridges the gap so hovering down keeps it open. */}
      <div
        id={listId}
        ref={list}
        popover="auto"
        className="m-0 overflow-visible border-0 bg-transparent p-0 pt-2 [inset:auto] [position-anchor:--focus-areas] [top:anchor(bottom)] [left:anchor(left)]"
      >
        <ul className="min-w-48 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
          {items.map((item, index) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                ref={(element) => {
                  links.current[index] = element;
                }}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                onClick={hide}
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

/** Where CSS anchor positioning is missing, the popover is placed under its button by hand. */
function placeUnderTrigger(popover: HTMLElement, trigger: HTMLElement) {
  if (CSS.supports('position-anchor', '--focus-areas')) return;
  const { bottom, left } = trigger.getBoundingClientRect();
  popover.style.top = `${bottom}px`;
  popover.style.left = `${left}px`;
}
