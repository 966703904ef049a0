import { afterFirstPaint } from './first-paint';

/**
 * Work a visitor does not wait for (refreshing prerendered data, the service worker, the carousel,
 * the offline catalogue) starts once the page has loaded and painted and the main thread has then
 * been quiet, so it never competes with the first paint, hydration or the visitor's first taps on
 * a slow phone.
 */
const QUIET_AFTER_LOAD_MS = 1000;

let settled: Promise<void> | null = null;

export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 5000 }) : resolve();
    const afterLoad = () => afterFirstPaint(() => setTimeout(whenIdle, QUIET_AFTER_LOAD_MS));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}
