/**
 * The public pages' dialogs (the contact form, the slide-in menu) and the Focus Areas dropdown are
 * opened by the browser itself: a `<button commandfor="…" command="show-modal">` opens a `<dialog>`,
 * a `<button popovertarget="…">` shows a popover. So a press is answered the moment it is made, in
 * the HTML the server rendered, before the page is hydrated, and the app needs no state to open them.
 *
 * This module, run by the inline boot script (boot.ts) and by the admin application
 * (admin-main.tsx), adds what the platform leaves to pages:
 * - `aria-expanded` on each invoker follows its target (the browser's `toggle` events);
 * - a dialog opened from inside another one (the menu's "Send a Message") takes its place: the
 *   browser would stack it on top, and the menu would still be open behind the sent message;
 * - where a browser predates invoker commands (`commandfor`) or `closedby="any"` (a press on the
 *   backdrop closes the dialog), a few lines do the same, so those presses never wait for the app.
 */

const supportsCommands =
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy =
  typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

let installed = false;

export function installInvokers() {
  if (installed) return;
  installed = true;
  // `toggle` does not bubble: listen while it goes down to the dialog or popover.
  document.addEventListener('toggle', reflectExpanded, true);
  document.addEventListener('click', replaceOpenDialog);
  if (!supportsCommands) document.addEventListener('click', runCommand);
  if (!supportsClosedBy) document.addEventListener('click', closeOnBackdropPress);
}

/** Whether the browser (or this module) answers a press on `button` without the app. */
export function isAnsweredByPlatform(button: HTMLButtonElement): boolean {
  return button.hasAttribute('commandfor') || button.hasAttribute('popovertarget');
}

function reflectExpanded(event: Event) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.id || !('newState' in event)) return;
  const expanded = String(event.newState === 'open');
  const id = CSS.escape(target.id);
  for (const invoker of document.querySelectorAll(`[commandfor="${id}"], [popovertarget="${id}"]`)) {
    if (invoker.hasAttribute('aria-expanded')) invoker.setAttribute('aria-expanded', expanded);
  }
}

function replaceOpenDialog(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button[commandfor][command="show-modal"]');
  const current = button?.closest('dialog[open]');
  const target = document.getElementById(button?.getAttribute('commandfor') ?? '');
  if (!current || !(target instanceof HTMLDialogElement) || current === target || event.defaultPrevented)
    return;
  // Done here rather than by the browser, which would open the new dialog over the current one.
  event.preventDefault();
  (current as HTMLDialogElement).close();
  if (!target.open) target.showModal();
}

function runCommand(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button[commandfor]');
  if (!button || event.defaultPrevented) return;
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  const command = button.getAttribute('command');
  if (target instanceof HTMLDialogElement) {
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' && target.open) target.close();
  }
}

function closeOnBackdropPress(event: MouseEvent) {
  const dialog = event.target;
  // A press on the backdrop reaches the dialog itself; its content is inside a child element.
  if (dialog instanceof HTMLDialogElement && dialog.open && dialog.getAttribute('closedby') === 'any') {
    dialog.close();
  }
}
