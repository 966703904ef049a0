import { Workbox } from 'workbox-window';
import { pageSettled } from '@/lib/page-settled';
import { visitorPaused, watchVisitorInput } from '@/lib/visitor-pause';

/** How often an open page asks the server for a new version, besides the browser's own checks. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers the service worker (web/src/sw) once the page has settled and the visitor has paused:
 * installing it downloads the public app for offline use, which must compete neither with the
 * page's own loading nor with what the visitor has just asked for. A new version
 * waits until the visitor presses Reload on "New version available" (UpdateToast).
 */
export function registerServiceWorkerOnceSettled() {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  watchVisitorInput();
  void pageSettled().then(visitorPaused).then(register);
}

function register() {
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    void import('./UpdateToast').then(({ showUpdateToast }) =>
      showUpdateToast(async () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
  });
  worker
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
