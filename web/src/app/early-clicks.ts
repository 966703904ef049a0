import { isKeptForm, keepOnDevice } from './held-submissions';
import { isAnsweredByPlatform } from './invokers';

/**
 * A server-rendered page is on screen before its app has hydrated it, so a visitor can press a
 * button (Apply Now, a filter, See More) or submit a form before React is attached to it. Such a
 * press is remembered by the page's inline boot script (boot.ts) and made again once the page is
 * hydrated, instead of being silently lost; a form is not sent by the browser meanwhile (that would
 * reload the page and lose what was typed), it is submitted again through the app, or kept on the
 * device when the app does not come in time (held-submissions.ts). Links need no help: they work
 * without script, nor does a GET form that opens a page (the site search), nor the buttons the
 * browser answers itself (the dialogs and menus: invokers.ts). Only the last press counts: pressing
 * a toggle twice while waiting should not open and close it.
 */

/** How long a form sent before the app has started waits for it before it is kept on the device. */
export const HOLD_FORM_MS = 3000;
// `detail` tells a mouse click (1 or more) from Enter or Space (0): components may answer differently.
type Pressed =
  { button: HTMLButtonElement; detail: number } | { form: HTMLFormElement; submitter: HTMLElement | null };

let lastPressed: Pressed | null = null;
let listening = false;

function rememberClick(event: MouseEvent) {
  const target = event.target as Element | null;
  // A link followed since is the newer choice: pressing an older button after it (a filter, say)
  // would change the address under the page the browser is loading, and cancel that navigation.
  if (target?.closest?.('a[href]')) {
    lastPressed = null;
    return;
  }
  const button = target?.closest?.('button');
  if (
    button instanceof HTMLButtonElement &&
    button.type === 'button' &&
    !button.disabled &&
    !isAnsweredByPlatform(button)
  ) {
    lastPressed = { button, detail: event.detail };
    answerOnlyByReplay(event);
  }
}

/** A GET form with its own address (the header's search): the browser opens it, as it follows a link. */
const opensAPage = (form: HTMLFormElement) =>
  form.method === 'get' && form.hasAttribute('action') && !isKeptForm(form);

function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || opensAPage(form)) return;
  event.preventDefault();
  answerOnlyByReplay(event);
  if (isKeptForm(form) && !navigator.onLine) {
    keepOnDevice(form);
    return;
  }
  const held: Pressed = { form, submitter: event.submitter };
  lastPressed = held;
  // The app may not come at all (its code lost with the connection): the form is kept then.
  if (isKeptForm(form))
    setTimeout(() => {
      if (!listening || lastPressed !== held) return;
      lastPressed = null;
      keepOnDevice(form);
    }, HOLD_FORM_MS);
}

/**
 * While the app hydrates, React can answer a press itself (it hydrates the pressed part at once),
 * and the replay would then press a second time: a menu the first press opened would close again.
 * So a remembered press goes no further than here; the replay is its only answer.
 */
function answerOnlyByReplay(event: Event) {
  event.stopPropagation();
}

export function captureEarlyClicks() {
  if (listening) return;
  listening = true;
  document.addEventListener('click', rememberClick, true);
  document.addEventListener('submit', holdSubmit, true);
}

/** A press answered by the hydrated page is newer than the remembered one, which is then dropped. */
function forgetPressed() {
  lastPressed = null;
}

/**
 * Called as the hydrated page is committed: React answers presses from now on. The remembered
 * press waits for replayEarlyClick, unless the visitor presses something else first.
 */
export function stopCapturingEarlyClicks() {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', rememberClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.addEventListener('click', forgetPressed, true);
  document.addEventListener('submit', forgetPressed, true);
}

/** Called once the page is hydrated, in a task of its own: makes the remembered press again. */
export function replayEarlyClick() {
  stopCapturingEarlyClicks();
  document.removeEventListener('click', forgetPressed, true);
  document.removeEventListener('submit', forgetPressed, true);
  const pressed = lastPressed;
  lastPressed = null;
  if (!pressed) return;
  if ('button' in pressed) {
    const { button, detail } = pressed;
    if (button.isConnected && !button.disabled) {
      button.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail }),
      );
    }
  } else if (pressed.form.isConnected) {
    const { submitter } = pressed;
    pressed.form.requestSubmit(
      submitter?.isConnected && submitter.closest('form') === pressed.form ? submitter : null,
    );
  }
}
