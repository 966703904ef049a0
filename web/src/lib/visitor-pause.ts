/**
 * `visitorPaused`: once the visitor is not in the middle of something. Downloads made for later
 * (the service worker's install, the offline catalogue) wait for it, because on a phone they
 * compete with what a visitor has just asked for: measured on a 4x-slowed phone, the worker's
 * install running under a search sent 1.5 s after load made its results come about 130 ms later.
 */

/** Since the last press or keystroke: a visitor who pressed something is waiting for its answer. */
const QUIET_MS = 1000;
/**
 * A visitor typing into a field is about to send it; a field left focused with nothing typed for
 * this long holds the download back no longer.
 */
const TYPING_PAUSE_MS = 10_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;
const NOT_TYPED_INTO = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color']);

let lastInputAt = Number.NEGATIVE_INFINITY;
let watching = false;

/** Starts noting the visitor's presses and keystrokes; call it as early as the page's script runs. */
export function watchVisitorInput() {
  if (watching) return;
  watching = true;
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, () => (lastInputAt = performance.now()), { capture: true, passive: true });
  }
}

function typingIntoField(): boolean {
  const focused = document.activeElement;
  if (focused instanceof HTMLTextAreaElement) return true;
  if (focused instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(focused.type);
  return focused instanceof HTMLElement && focused.isContentEditable;
}

/** How long to wait yet, in ms; 0 once the visitor has paused. */
function waitLeft(): number {
  const since = performance.now() - lastInputAt;
  return Math.max(0, QUIET_MS - since, typingIntoField() ? TYPING_PAUSE_MS - since : 0);
}

export function visitorPaused(): Promise<void> {
  watchVisitorInput();
  return new Promise((resolve) => {
    const check = () => {
      const left = waitLeft();
      // Checked again at least every QUIET_MS: a field left (its form sent) ends the wait sooner.
      if (left > 0) setTimeout(check, Math.min(left, QUIET_MS));
      else resolve();
    };
    check();
  });
}
