import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps one promise per page: each test loads it afresh.
const load = async () => (await import('./first-use')).pageFirstUsed;
const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

afterEach(() => vi.resetModules());

describe('pageFirstUsed', () => {
  it('waits while the visitor only presses: a press is answered first and may leave the page', async () => {
    const pageFirstUsed = await load();
    const used = pageFirstUsed();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(await settled(used)).toBe(false);
  });

  it.each([
    ['the mouse moving', () => new Event('pointermove')],
    ['a finger moving', () => new Event('touchmove')],
    ['a scroll', () => new Event('scroll')],
    ['Tab', () => new KeyboardEvent('keydown', { key: 'Tab' })],
  ])('resolves once the visitor moves through the page: %s', async (_name, event) => {
    const pageFirstUsed = await load();
    const used = pageFirstUsed();
    window.dispatchEvent(event());
    expect(await settled(used)).toBe(true);
  });
});
