import { afterFirstPaint } from './first-paint';
import { nextTask } from './next-task';

/**
 * Two moments after a page has loaded, so that no script competes with its first paint:
 * - `pageLoadedAndIdle`: loaded and painted, at the browser's next idle moment. The app starts
 *   here (main.tsx), so that it has hydrated the page before a visitor's first press;
 * - `pageSettled`: a second later and idle again. Work a visitor does not wait for (the
 *   carousels' Swiper, the service worker's install, the offline catalogue) starts here, after
 *   the app's start rather than alongside it.
 */
const QUIET_AFTER_LOAD_MS = 1000;
/** An idle moment may not come on a busy phone; past this the work starts anyway. */
const IDLE_TIMEOUT_MS = { loaded: 1000, settled: 5000 };

let loadedAndIdle: Promise<void> | null = null;
let settled: Promise<void> | null = null;

export function pageLoadedAndIdle(): Promise<void> {
  loadedAndIdle ??= new Promise<void>((resolve) => {
    const afterLoad = () => afterFirstPaint(() => whenIdle(resolve, IDLE_TIMEOUT_MS.loaded));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return loadedAndIdle;
}

export function pageSettled(): Promise<void> {
  settled ??= pageLoadedAndIdle().then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => whenIdle(resolve, IDLE_TIMEOUT_MS.settled), QUIET_AFTER_LOAD_MS),
      ),
  );
  return settled.then(nextTask);
}

function whenIdle(run: () => void, timeout: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout });
  else run();
}
