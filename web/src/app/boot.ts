import { rememberLanguageChoices } from '@/lib/language-choice';
import { captureEarlyClicks, replayEarlyClick, stopCapturingEarlyClicks } from './early-clicks';
import { installInvokers } from './invokers';
import { startAppCodeAfterFirstPaint } from './start-app-code';

declare global {
  interface Window {
    /** What the boot script hands over to the app once it has hydrated the page (entry.client.tsx). */
    __kigaliBoot?: { hydrated: () => void };
  }
}

/**
 * The page's boot script, inline in every server-rendered page (entry.server.tsx adds it to the
 * head): the page works from its first paint, before any other script has arrived. The browser
 * answers the dialogs and menus (invokers.ts); presses and forms meant for the app wait for it
 * (early-clicks.ts), a form kept on the device if the app does not come; a language chosen is
 * remembered. Once the page has painted, it asks for the app's code (start-app-code.ts).
 */
installInvokers();
rememberLanguageChoices();
captureEarlyClicks();
startAppCodeAfterFirstPaint();
window.__kigaliBoot = {
  hydrated() {
    // From here React answers presses itself; none is both answered and replayed.
    stopCapturingEarlyClicks();
    // In a task of its own, not inside React's commit: the press may need to render synchronously.
    setTimeout(replayEarlyClick, 0);
  },
};
