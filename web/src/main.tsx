import { captureEarlyClicks } from './app/early-clicks';
import { startOnFirstUse } from './app/start-on-first-use';
import { runZodWithoutEval } from './app/zod-without-eval';
import { readPendingSubmissions } from './features/pwa/pending-submissions';
import { afterFirstPaint } from './lib/first-paint';
import { pageSettled } from './lib/page-settled';
import './index.css';

/**
 * The first paint never waits for script: a page is prerendered HTML, and the app that hydrates it
 * (app/start.tsx) starts when the visitor first uses the page (app/start-on-first-use.ts). A press
 * made before it answers is made again then (app/early-clicks.ts); the public forms' fields are
 * uncontrolled, so what is typed meanwhile stays in them.
 */
runZodWithoutEval();
captureEarlyClicks();

let appStarted: Promise<unknown> | null = null;
const startApp = () => (appStarted ??= import('./app/start'));

// A page is prerendered for its path alone. The app shell (an admin page, a catalogue page newer
// than the build) and an address with a query (a category filter, say) show what was asked for
// only through the app. Offline, the app tells the visitor that what they see may be out of date;
// forms queued offline on this device are sent by it as soon as it can.
const pageIsWhole =
  Boolean(document.getElementById('root')?.hasChildNodes()) && window.location.search === '';
if (!pageIsWhole || !navigator.onLine || readPendingSubmissions().length > 0) {
  afterFirstPaint(() => void startApp());
} else {
  startOnFirstUse(() => void startApp());
  window.addEventListener('offline', () => void startApp(), { once: true });
}

if (import.meta.env.PROD) void registerServiceWorkerOnceSettled();

/** Installing the worker downloads the whole app: not while the page is still loading. */
async function registerServiceWorkerOnceSettled() {
  await pageSettled();
  const { registerServiceWorker } = await import('./features/pwa/service-worker');
  registerServiceWorker((activate) => {
    // "New version available" is one of the app's toasts: the app starts to show it.
    void startApp()
      .then(() => import('./features/pwa/UpdateToast'))
      .then(({ showUpdateToast }) => showUpdateToast(activate));
  });
}
