import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorPaused, watchVisitorInput } from './visitor-pause';

beforeEach(() => {
  vi.useFakeTimers();
  watchVisitorInput();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Whether the promise has settled by now, without waiting for it. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const press = () => window.dispatchEvent(new Event('pointerdown'));

/** Puts `html` in the page, focuses its first field and types into it; returns the field. */
function typeIntoFirstField(html: string): HTMLElement {
  document.body.innerHTML = html;
  const field = document.querySelector<HTMLElement>('input, textarea')!;
  field.focus();
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return field;
}

describe('visitorPaused', () => {
  it('waits a second after the last press', async () => {
    await vi.advanceTimersByTimeAsync(5000);
    press();
    const paused = visitorPaused();
    await vi.advanceTimersByTimeAsync(600);
    expect(await settled(paused)).toBe(false);
    press();
    await vi.advanceTimersByTimeAsync(900);
    expect(await settled(paused)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(paused)).toBe(true);
  });

  it('waits while a field is being typed into, and ends when it is left', async () => {
    const field = typeIntoFirstField('<input type="search" name="q"><button>Search</button>');
    const paused = visitorPaused();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(paused)).toBe(false);
    field.blur();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(paused)).toBe(true);
  });

  it('gives up on a field left focused with nothing typed for ten seconds', async () => {
    typeIntoFirstField('<textarea></textarea>');
    const paused = visitorPaused();
    await vi.advanceTimersByTimeAsync(9000);
    expect(await settled(paused)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(paused)).toBe(true);
  });

  it('is not held by a focused button', async () => {
    document.body.innerHTML = '<button>Search</button>';
    document.querySelector('button')!.focus();
    press();
    const paused = visitorPaused();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(paused)).toBe(true);
  });
});
