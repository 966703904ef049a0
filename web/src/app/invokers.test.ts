import { afterAll, describe, expect, it } from 'vitest';
import { installInvokers, isAnsweredByPlatform } from './invokers';

// happy-dom has neither invoker commands nor `closedby`: the fallbacks run here, as in an older
// browser. Chromium's own answers are checked end to end (layout.spec, contact.spec).
installInvokers();

function page(html: string) {
  document.body.innerHTML = html;
}

const toggle = (target: Element, newState: 'open' | 'closed') =>
  target.dispatchEvent(Object.assign(new Event('toggle'), { newState }));

afterAll(() => {
  document.body.innerHTML = '';
});

describe('invokers', () => {
  it('opens a dialog with show-modal and closes it with close, where the browser cannot', () => {
    page(`<button commandfor="d" command="show-modal">Open</button>
      <dialog id="d"><button commandfor="d" command="close">Close</button></dialog>`);
    const dialog = document.getElementById('d') as HTMLDialogElement;
    document.querySelector<HTMLButtonElement>('[command="show-modal"]')!.click();
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLButtonElement>('[command="close"]')!.click();
    expect(dialog.open).toBe(false);
  });

  it('lets a dialog opened from inside another take its place instead of stacking on it', () => {
    page(`<dialog id="menu"><button commandfor="contact" command="show-modal">Send a Message</button></dialog>
      <dialog id="contact"></dialog>`);
    const menu = document.getElementById('menu') as HTMLDialogElement;
    const contact = document.getElementById('contact') as HTMLDialogElement;
    menu.showModal();
    menu.querySelector('button')!.click();
    expect(menu.open).toBe(false);
    expect(contact.open).toBe(true);
  });

  it('closes a closedby="any" dialog on a press on its backdrop, not on its content', () => {
    page(`<dialog id="d" closedby="any"><p>Content</p></dialog>`);
    const dialog = document.getElementById('d') as HTMLDialogElement;
    dialog.showModal();
    dialog.querySelector('p')!.click();
    expect(dialog.open).toBe(true);
    dialog.click();
    expect(dialog.open).toBe(false);
  });

  it('sets aria-expanded on every invoker of a dialog or popover as it opens and closes', () => {
    page(`<button commandfor="m" command="show-modal" aria-expanded="false">Menu</button>
      <button popovertarget="p" aria-expanded="false">Focus Areas</button>
      <button commandfor="m" command="close">Close, no state</button>
      <dialog id="m"></dialog><div id="p" popover></div>`);
    const [menuButton, popoverButton, closeButton] = document.querySelectorAll('button');
    toggle(document.getElementById('m')!, 'open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(popoverButton).toHaveAttribute('aria-expanded', 'false');
    expect(closeButton).not.toHaveAttribute('aria-expanded');
    toggle(document.getElementById('p')!, 'open');
    expect(popoverButton).toHaveAttribute('aria-expanded', 'true');
    toggle(document.getElementById('m')!, 'closed');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the buttons the platform answers from those the app must', () => {
    page(`<button commandfor="d" command="show-modal">A</button><button popovertarget="p">B</button>
      <button>C</button>`);
    const [dialogButton, popoverButton, appButton] = document.querySelectorAll('button');
    expect(isAnsweredByPlatform(dialogButton!)).toBe(true);
    expect(isAnsweredByPlatform(popoverButton!)).toBe(true);
    expect(isAnsweredByPlatform(appButton!)).toBe(false);
  });
});
