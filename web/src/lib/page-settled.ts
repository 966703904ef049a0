import { afterFirstPaint } from './first-paint';
import { nextTask } from './next-task';

/**
 * `pageSettled`: once the page has loaded and painted, a second later at the browser's next idle
 * moment, so that no script competes with its first paint and hydration. Work a visitor does not
 * wait for (the carousels' Swiper, the service worker's install, the offline catalogue, the
 * language offer) starts here.
 */
const QUIET_AFTER_LOAD_MS = 1000;
/** An idle moment may not come on a busy phone; past this the work starts anyway. */
const IDLE_TIMEOUT_MS = { loaded: 1000, settled: 5000 };

let loadedAndIdle: Promise<void> | null = null;
let settled: Promise<void> | null = null;

function pageLoadedAndIdle(): Promise<void> {
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
