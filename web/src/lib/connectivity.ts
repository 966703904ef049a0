/**
 * Whether the site can be reached, as the site itself observes it. `navigator.onLine` alone is not
 * enough: a phone whose mobile data drops, or a network with no way out, keeps it true while every
 * request fails (so do some browsers' offline emulations after a reload). So the answer combines
 * the browser's word (its `offline` is always believed) with what the site's own requests meet:
 * any data layer reports a request that could not reach the server (`reportUnreachable`) or one
 * that did (`reportReachable`), and a probe of the site's own origin settles the doubt.
 *
 * The probe asks for robots.txt with `HEAD` and `no-store`: the service worker never answers it
 * (web/vite.config.ts), so only the network can. It runs when a page starts under a service worker's
 * control (the page may have been painted from its cache with no network behind it), when a request
 * has waited a few seconds without an answer, when the browser says it is back online or the
 * visitor returns to the page, and, while the site is unreachable, again and again with a growing
 * pause, so that its return is noticed.
 */

import { OFFLINE_COPY_TIMING } from '@/config/offline-copy';

const PROBE_PATH = '/robots.txt';
/** A probe without an answer by then counts as a failure, as a hung request does for a visitor. */
const PROBE_TIMEOUT_MS = 10_000;
/** A request still unanswered after this long may be waiting on a connection that is gone. */
const UNANSWERED_MS = 5_000;
/** The pauses between probes while unreachable: short at first, then no more often than this. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

let reachable = true;
let started = false;
let probing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let nextRetryMs = FIRST_RETRY_MS;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

function notify() {
  for (const listener of listeners) listener();
}

/** A request of the site's reached the server (whatever it answered). */
export function reportReachable() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  nextRetryMs = FIRST_RETRY_MS;
  if (reachable) return;
  reachable = true;
  notify();
}

/** A request of the site's could not reach the server (no connection, or no answer in time). */
export function reportUnreachable() {
  if (reachable) {
    reachable = false;
    notify();
  }
  scheduleProbe();
}

function scheduleProbe() {
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void probe();
  }, nextRetryMs);
  nextRetryMs = Math.min(nextRetryMs * 2, LONGEST_RETRY_MS);
}

/** Asks the site's own origin, past the service worker and any cache, whether it answers. */
export function probe(): Promise<void> {
  probing ??= fetch(new URL(PROBE_PATH, location.origin), {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
    .then(reportReachable, reportUnreachable)
    .finally(() => (probing = null));
  return probing;
}

/**
 * For a request that may wait silently for a connection (a write Firestore queues): if `waiting()`
 * still says so after a few seconds, the origin is probed, so a connection that dropped unnoticed
 * shows as one.
 */
export function probeIfStillWaiting(waiting: () => boolean) {
  setTimeout(() => {
    if (waiting()) void probe();
  }, UNANSWERED_MS);
}

/** Whether a response is the service worker's copy, served because the network failed. */
const isOfflineCopy = (serverTiming: string | null) =>
  (serverTiming ?? '').split(',').some((entry) => entry.trim().split(';')[0] === OFFLINE_COPY_TIMING);

/**
 * Watches the site's own requests (the pages' data, the forms, the catalogue index): one that
 * fails without an answer, or is answered with the service worker's copy, says the site is out of
 * reach; one answered by the network, that it is back.
 */
export function observeSiteRequests() {
  if (typeof window === 'undefined') return;
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin) return fetchFromNetwork(input, init);
    try {
      const response = await fetchFromNetwork(input, init);
      if (isOfflineCopy(response.headers.get('Server-Timing'))) reportUnreachable();
      else reportReachable();
      return response;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) reportUnreachable();
      throw error;
    }
  };
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('offline', notify);
  window.addEventListener('online', () => {
    notify();
    void probe();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !reachable) void probe();
  });
  // A page the service worker answered says whether it is the device's copy (its navigation's
  // Server-Timing); one from a worker that says nothing is asked of the network.
  const page = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (page?.serverTiming.some((entry) => entry.name === OFFLINE_COPY_TIMING)) reportUnreachable();
  else if (navigator.serviceWorker?.controller && !page?.serverTiming.length) void probe();
}

/** For `useSyncExternalStore`: called whenever the answer may have changed. */
export function subscribeToConnectivity(onChange: () => void): () => void {
  start();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the site can be reached now, as far as the browser and the site's requests tell. */
export function isSiteReachable(): boolean {
  return browserOnline() && reachable;
}
