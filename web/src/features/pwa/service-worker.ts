import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks the server for a new version, besides the browser's own checks. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers the service worker (workbox-window under vite-plugin-pwa's `registerSW`). A new
 * version never takes over by itself: `onUpdateReady` receives a function that, when the visitor
 * agrees, activates the waiting worker; the page reloads once that worker controls it.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => Promise<void>) => void) {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // registerSW reloads by itself only when the page had a controller at registration; after a
  // first visit the page was claimed later, so the reload is ours: once the new version controls it.
  const activateWaitingVersion = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    return updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => onUpdateReady(activateWaitingVersion),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
