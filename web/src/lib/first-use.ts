/**
 * Resolves after the visitor's first sign of using the page (a touch, a press, a key, the wheel, a
 * scroll or the mouse moving), once the browser is next idle. Work that only a visitor who uses
 * the page needs (the carousels' Swiper, which makes the slides swipeable) waits for it, so a page
 * that is only read spends nothing on it; the prerendered slides play by themselves meanwhile.
 * Idle, and not at once: that first use is often a press, whose answer comes first.
 */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'pointermove', 'wheel', 'scroll'];
const LISTENER_OPTIONS = { capture: true, passive: true } as const;
const IDLE_TIMEOUT_MS = 2000;

let used: Promise<void> | null = null;

export function pageFirstUsed(): Promise<void> {
  used ??= new Promise<void>((resolve) => {
    const onUse = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onUse, LISTENER_OPTIONS);
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onUse, LISTENER_OPTIONS);
  });
  return used;
}
