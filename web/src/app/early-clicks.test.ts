import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/data/pending-submissions';
import { captureEarlyClicks, HOLD_FORM_MS, replayEarlyClick, stopCapturingEarlyClicks } from './early-clicks';

function button(type: 'button' | 'submit', label: string) {
  const element = document.createElement('button');
  element.type = type;
  element.textContent = label;
  document.body.append(element);
  return element;
}

afterEach(() => {
  replayEarlyClick();
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('presses again, once hydrated, the last button pressed before', () => {
    const menu = button('button', 'Menu');
    const contact = button('button', 'Send a Message');
    captureEarlyClicks();
    menu.click();
    contact.click();
    const pressedAfter = vi.fn();
    contact.addEventListener('click', pressedAfter);
    menu.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).toHaveBeenCalledTimes(1);
    expect(pressedAfter.mock.calls[0]![0].target).toBe(contact);
  });

  it('leaves alone the presses the browser answers itself, and holds the others for the app', () => {
    const opensDialog = button('button', 'Send a Message');
    opensDialog.setAttribute('commandfor', 'contact-dialog');
    opensDialog.setAttribute('command', 'show-modal');
    const showsPopover = button('button', 'Focus Areas');
    showsPopover.setAttribute('popovertarget', 'focus-areas');
    const applyNow = button('button', 'Apply Now');
    captureEarlyClicks();
    const reachedThePage = vi.fn();
    document.addEventListener('click', reachedThePage);
    opensDialog.click();
    showsPopover.click();
    expect(reachedThePage).toHaveBeenCalledTimes(2);
    applyNow.click();
    expect(reachedThePage).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', reachedThePage);
    const pressedAfter = vi.fn();
    opensDialog.addEventListener('click', pressedAfter);
    applyNow.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter.mock.calls.map(([event]) => event.target)).toEqual([applyNow]);
  });

  it('forgets a press followed by a click on a link: the visitor has moved on', () => {
    const filter = button('button', 'Training');
    const link = document.createElement('a');
    link.href = '#course';
    link.textContent = 'CCTV Installation & Maintenance Training';
    document.body.append(link);
    captureEarlyClicks();
    filter.click();
    link.click();
    const pressedAfter = vi.fn();
    filter.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).not.toHaveBeenCalled();
  });

  it('drops the remembered press when the hydrated page answers a newer one before the replay', () => {
    const filter = button('button', 'Training');
    const menu = button('button', 'Menu');
    captureEarlyClicks();
    filter.click();
    stopCapturingEarlyClicks();
    menu.click();
    const pressedAfter = vi.fn();
    filter.addEventListener('click', pressedAfter);
    menu.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).not.toHaveBeenCalled();
  });

  it('lets a remembered press reach the page only through the replay: React, hydrating, cannot answer it twice', () => {
    const contact = button('button', 'Send a Message');
    const form = document.createElement('form');
    document.body.append(form);
    const answered = vi.fn((event: Event) => event.preventDefault());
    contact.addEventListener('click', answered);
    form.addEventListener('submit', answered);
    captureEarlyClicks();
    contact.click();
    form.dispatchEvent(new SubmitEvent('submit', { cancelable: true, bubbles: true }));
    expect(answered).not.toHaveBeenCalled();
    replayEarlyClick();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('presses again the way it was pressed: Enter or Space (detail 0) or the mouse', () => {
    const menu = button('button', 'Focus Areas');
    captureEarlyClicks();
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    const pressedAfter = vi.fn();
    menu.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter.mock.calls[0]![0].detail).toBe(0);
  });

  it('counts a press on an icon inside the button', () => {
    const menu = button('button', '');
    const icon = document.createElement('span');
    menu.append(icon);
    captureEarlyClicks();
    icon.click();
    const pressedAfter = vi.fn();
    menu.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).toHaveBeenCalledTimes(1);
  });

  it('forgets a button gone from the page', () => {
    const gone = button('button', 'Gone');
    captureEarlyClicks();
    gone.click();
    gone.remove();
    const pressedAfter = vi.fn();
    gone.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).not.toHaveBeenCalled();
  });

  it('holds a form the browser would send, and submits it through the app once hydrated', () => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    field.name = 'name';
    const send = document.createElement('button');
    send.textContent = 'Send';
    form.append(field, send);
    document.body.append(form);
    captureEarlyClicks();
    field.value = 'Jean Claude';
    const sentEarly = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: send });
    form.dispatchEvent(sentEarly);
    expect(sentEarly.defaultPrevented).toBe(true);

    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    replayEarlyClick();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0].submitter).toBe(send);
    expect(field.value).toBe('Jean Claude');
  });

  it('leaves a GET form that opens a page (the site search) to the browser', () => {
    const form = document.createElement('form');
    form.action = '/search';
    form.method = 'get';
    const field = document.createElement('input');
    field.name = 'q';
    form.append(field);
    document.body.append(form);
    captureEarlyClicks();
    const sentEarly = new SubmitEvent('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(sentEarly);
    expect(sentEarly.defaultPrevented).toBe(false);

    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    replayEarlyClick();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('stops listening once replayed', () => {
    const menu = button('button', 'Menu');
    captureEarlyClicks();
    replayEarlyClick();
    menu.click();
    const pressedAfter = vi.fn();
    menu.addEventListener('click', pressedAfter);
    replayEarlyClick();
    expect(pressedAfter).not.toHaveBeenCalled();
  });
});

describe('a public form sent before the app has started', () => {
  afterEach(() => {
    replayEarlyClick();
    localStorage.clear();
    vi.useRealTimers();
  });

  function publicForm() {
    const form = document.createElement('form');
    form.dataset.submission = 'contact_messages';
    form.dataset.heldMessage = 'Saved on this device';
    form.innerHTML =
      '<input name="name" value="Aline"><textarea name="message">Ten letters at least</textarea><p data-held-status></p><button>Send</button>';
    document.body.append(form);
    return form;
  }

  const kept = () =>
    JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as { collection: string; fields: object }[];

  it('is kept on the device at once offline, everything typed, and the visitor told', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = publicForm();
    captureEarlyClicks();
    form.requestSubmit();
    expect(kept()).toEqual([
      expect.objectContaining({
        collection: 'contact_messages',
        fields: { name: 'Aline', message: 'Ten letters at least' },
      }),
    ]);
    expect(form.querySelector('[data-held-status]')).toHaveTextContent('Saved on this device');
    offline.mockRestore();
  });

  it('waits for the app online, and is kept if the app has not come in time', () => {
    vi.useFakeTimers();
    const form = publicForm();
    captureEarlyClicks();
    form.requestSubmit();
    expect(kept()).toEqual([]);
    vi.advanceTimersByTime(HOLD_FORM_MS);
    expect(kept()).toHaveLength(1);
  });

  it('is submitted through the app, and not kept, when the app comes in time', () => {
    vi.useFakeTimers();
    const form = publicForm();
    captureEarlyClicks();
    form.requestSubmit();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    replayEarlyClick();
    expect(submitted).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOLD_FORM_MS);
    expect(kept()).toEqual([]);
  });
});
