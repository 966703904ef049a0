import { STORAGE_KEY } from '@/data/pending-submissions';

/**
 * A public form sent before the page's app could take it (its code still on the way, or not coming:
 * the connection dropped right after the page painted) is kept on this device as the app keeps a
 * form sent offline (data/pending-submissions.ts): the app, whenever it starts, sends it under the
 * id given here, and the server's answer settles it (exactly once). The form names its submission
 * (`data-submission`) and what to tell the visitor (`data-held-message`, shown in its
 * `[data-held-status]` element). The server checks what was typed: a refusal is shown with
 * everything typed, as for any submission kept offline.
 */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => ID_ALPHABET[byte % 62]).join('');

/** Whether the form is a public submission this device can keep. */
export const isKeptForm = (form: HTMLFormElement) => Boolean(form.dataset.submission);

export function keepOnDevice(form: HTMLFormElement) {
  const collection = form.dataset.submission;
  if (!collection) return;
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  let listed: unknown[] = [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) listed = stored;
  } catch {
    // An unreadable list is replaced: it could not have been sent either.
  }
  listed.push({ id: newId(), collection, createdAt: new Date().toISOString(), fields });
  localStorage.setItem(STORAGE_KEY, JSON.stringify(listed));
  form.reset();
  const status = form.querySelector('[data-held-status]');
  if (status) status.textContent = form.dataset.heldMessage ?? '';
}
