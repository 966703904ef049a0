/**
 * Resolves once the visitor starts moving through the page (the mouse or a finger moving, the
 * wheel, a scroll, Tab), when the browser is next idle. Work that only such a visitor needs (the
 * carousels' Swiper, which makes the slides swipeable) waits for it, so a page that is only read
 * spends nothing on it; the server-rendered slides play by themselves meanwhile.
 * A press alone is not such a sign: its answer comes first, and a press that leaves the page (a
 * link, or Reload on a new version, whose activation would wait for the code fetched meanwhile)
 * should not start loading anything.
 */
const FIRST_MOVE_EVENTS = ['pointermove', 'touchmove', 'wheel', 'scroll', 'keydown'];
const LISTENER_OPTIONS = { capture: true, passive: true } as const;
const IDLE_TIMEOUT_MS = 2000;

let used: Promise<void> | null = null;

export function pageFirstUsed(): Promise<void> {
  used ??= new Promise<void>((resolve) => {
    const onMove = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Tab') return;
      for (const type of FIRST_MOVE_EVENTS) window.removeEventListener(type, onMove, LISTENER_OPTIONS);
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    for (const type of FIRST_MOVE_EVENTS) window.addEventListener(type, onMove, LISTENER_OPTIONS);
  });
  return used;
}
