import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SideTab } from './SideTab';

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const tab = () => screen.getByTestId('side-tab');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SideTab', () => {
  it('shows the tagline, hidden until the visitor scrolls', () => {
    render(<SideTab />);
    expect(tab()).toHaveTextContent('Connecting You to Technology');
    expect(tab()).toHaveAttribute('data-visible', 'false');
    expect(tab()).toHaveClass('translate-x-full');
  });

  it('slides in on scroll and hides 1000 ms after the last scroll event', () => {
    render(<SideTab />);
    scroll();
    expect(tab()).toHaveAttribute('data-visible', 'true');
    expect(tab()).toHaveClass('translate-x-0');
    advance(999);
    expect(tab()).toHaveAttribute('data-visible', 'true');
    advance(1);
    expect(tab()).toHaveAttribute('data-visible', 'false');
  });

  it('stays while scrolling continues: each scroll restarts the 1000 ms', () => {
    render(<SideTab />);
    scroll();
    advance(800);
    scroll();
    advance(800);
    expect(tab()).toHaveAttribute('data-visible', 'true');
    advance(200);
    expect(tab()).toHaveAttribute('data-visible', 'false');
  });

  it('stops listening when it goes away', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<SideTab />);
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
