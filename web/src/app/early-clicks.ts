/**
 * A prerendered page is on screen before its script runs (main.tsx), so a visitor can press a
 * button (Send a Message, Apply Now, the menu) or submit a form before React is attached to it.
 * Such a press is remembered and made again once the page is hydrated, instead of being silently
 * lost; a form is not sent by the browser meanwhile (that would reload the page and lose what
 * was typed), it is submitted again through the app. Links need no help: they work without script.
 * Only the last press counts: pressing a toggle twice while waiting should not open and close it.
 */
// `detail` tells a mouse click (1 or more) from Enter or Space (0): components may answer differently.
type Pressed =
  { button: HTMLButtonElement; detail: number } | { form: HTMLFormElement; submitter: HTMLElement | null };

let lastPressed: Pressed | null = null;
let listening = false;

function rememberClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button instanceof HTMLButtonElement && button.type === 'button' && !button.disabled) {
    lastPressed = { button, detail: event.detail };
  }
}

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  lastPressed = { form: event.target, submitter: event.submitter };
}

export function captureEarlyClicks() {
  if (listening) return;
  listening = true;
  document.addEventListener('click', rememberClick, true);
  document.addEventListener('submit', holdSubmit, true);
}

/** Called once the page is hydrated: stops listening and makes the remembered press again. */
export function replayEarlyClick() {
  document.removeEventListener('click', rememberClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  listening = false;
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
