/**
 * A prerendered page is whole without the app: its text and pictures are painted from the HTML and
 * its links are plain links. Starting the app (React, the router, the data layer: app/start.tsx)
 * costs a slow phone a second or more of main thread, so a page the visitor is only reading does
 * not pay it while it loads: the app starts at the visitor's first sign of using the page.
 * A press made meanwhile is made again once the app answers (early-clicks.ts). Pages with nothing
 * prerendered start at once (main.tsx).
 */
const FIRST_USE_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'pointermove',
  'wheel',
  'scroll',
];

/**
 * Pressing a link (which also focuses it) leaves the page: the next page starts its own app if
 * it needs one. A link reached with the keyboard has had its key press first.
 */
const LEAVING_EVENTS = new Set(['pointerdown', 'touchstart', 'focusin']);

const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** Calls `start` once, at the first use of the page. */
export function startOnFirstUse(start: () => void) {
  const onEvent = (event: Event) => {
    const target = event.target as Element | null;
    if (LEAVING_EVENTS.has(event.type) && target?.closest?.('a[href]')) return;
    stopWaiting();
    start();
  };
  const stopWaiting = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onEvent, LISTENER_OPTIONS);
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onEvent, LISTENER_OPTIONS);
}
