import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnFirstUse } from './start-on-first-use';

afterEach(() => {
  // Each test's listener is gone once it has started; one that never did is started here.
  window.dispatchEvent(new Event('scroll'));
  document.body.innerHTML = '';
});

function append<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.textContent = text;
  document.body.append(element);
  return element;
}

describe('starting the app on first use', () => {
  it('does not start while the page is only loaded and read', () => {
    const start = vi.fn();
    startOnFirstUse(start);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ['a touch', () => append('p', 'Text').dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a press', () => append('button', 'Menu').dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['focus', () => append('button', 'Menu').focus()],
    ['the mouse moving', () => document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))],
    ['a wheel', () => document.body.dispatchEvent(new Event('wheel', { bubbles: true }))],
    ['a scroll', () => document.dispatchEvent(new Event('scroll'))],
  ])('starts once, at %s', (_use, use) => {
    const start = vi.fn();
    startOnFirstUse(start);
    use();
    expect(start).toHaveBeenCalledTimes(1);
    use();
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start for a press on a link, which leaves the page, but for the next use', () => {
    const start = vi.fn();
    startOnFirstUse(start);
    const link = append('a', 'Products');
    link.href = '/products';
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link.focus();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
