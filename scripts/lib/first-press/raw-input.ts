/**
 * Presses made as the device makes them: through the browser's input pipeline (CDP Input), at a
 * point on the screen, with nothing run in the page first. Playwright's tap and click wait until
 * the page's main thread is free to check the control, so their press never lands in a long task;
 * a finger does.
 */
import type { CDPSession } from '@playwright/test';

export type Point = { x: number; y: number };
export type Pointer = 'touch' | 'mouse';

/**
 * A tap or a click at a point. The browser acknowledges each event only once the page's main
 * thread has handled it, so the release is sent without waiting for that: a finger lifts whether
 * the page is busy or not. Resolves when the page has handled both.
 */
export function press(cdp: CDPSession, pointer: Pointer, { x, y }: Point): Promise<unknown> {
  if (pointer === 'touch') {
    return Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  }
  const mouse = { x, y, button: 'left', clickCount: 1 } as const;
  return Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse }),
  ]);
}

/** Text typed into the focused field, as a keyboard's input method commits it. */
export function type(cdp: CDPSession, text: string): Promise<unknown> {
  return cdp.send('Input.insertText', { text });
}
