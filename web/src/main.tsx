import { captureEarlyClicks } from './app/early-clicks';
import { installInvokers } from './app/invokers';
import { runZodWithoutEval } from './app/zod-without-eval';
import { readPendingSubmissions } from './data/pending-submissions';
import { afterFirstPaint } from './lib/first-paint';
import { rememberLanguageChoices } from './lib/language-choice';
import { pageLoadedAndIdle, pageSettled } from './lib/page-settled';
import './index.css';

/**
 * The first paint never waits for script: a page is prerendered HTML, and the app that hydrates it
 * (app/start.tsx) starts once the page has loaded, when the browser is idle. Meanwhile the browser
 * itself answers the presses that open a dialog or a menu (app/invokers.ts); any other press made
 * before the app answers starts the app at once and is made again when it does
 * (app/early-clicks.ts). The public forms' fields are uncontrolled, so what is typed stays in them.
 */
runZodWithoutEval();
installInvokers();
// A language link pressed is remembered, before the app has started as after.
rememberLanguageChoices();

let appStarted: Promise<unknown> | null = null;
const startApp = () => (appStarted ??= import('./app/load-app').then(({ loadApp }) => loadApp()));

captureEarlyClicks(() => void startApp());

// A page is prerendered for its path alone. The app shell (an admin page, a catalogue page newer
// than the build) and an address with a query (a category filter, say) show what was asked for
// only through the app. Offline, the app tells the visitor that what they see may be out of date;
// forms queued offline on this device are sent by it as soon as it can.
const pageIsWhole =
  Boolean(document.getElementById('root')?.hasChildNodes()) && window.location.search === '';
if (!pageIsWhole || !navigator.onLine || readPendingSubmissions().length > 0) {
  afterFirstPaint(() => void startApp());
} else {
  void pageLoadedAndIdle().then(startApp);
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
