import { localeOfPath } from '@kigali/domain/locales';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { runZodWithoutEval } from '@/app/zod-without-eval';
import { loadLocale } from '@/i18n';
import { registerServiceWorkerOnceSettled } from '@/features/pwa/register-service-worker';
import { observeSiteRequests } from '@/lib/connectivity';

/**
 * The browser's side of a public page: the HTML is already painted and usable (its links are
 * links; the browser itself opens the contact dialog and the menus; the inline boot script,
 * app/boot.ts, holds the other presses); this makes it interactive.
 */
runZodWithoutEval();
observeSiteRequests();

await loadLocale(localeOfPath(window.location.pathname));
// As a transition, hydration yields to the browser between components instead of one long task.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <MarkHydrated />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) registerServiceWorkerOnceSettled();

/**
 * Marks the page as interactive once hydrated, for tests and tools that need to know (a hover is
 * never replayed), and when, for the benchmark. Renders nothing, so the HTML has nothing for it.
 */
function MarkHydrated() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = '';
    performance.mark('hydrated');
    window.__kigaliBoot?.hydrated();
  }, []);
  return null;
}
