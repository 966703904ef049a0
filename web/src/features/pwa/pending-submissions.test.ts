import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPendingSubmission,
  onPendingSubmissionsSettled,
  readPendingSubmissions,
  settlePendingSubmissions,
  subscribeToPendingSubmissions,
} from './pending-submissions';

const contact = { id: 'a', collection: 'contact_messages', createdAt: '2026-11-21T10:00:00.000Z' } as const;
const application = {
  id: 'b',
  collection: 'job_applications',
  createdAt: '2026-11-21T10:01:00.000Z',
} as const;

afterEach(() => localStorage.clear());

describe('pending submissions', () => {
  it('are kept in localStorage, so a reload or another tab sees them', () => {
    addPendingSubmission(contact);
    addPendingSubmission(application);
    expect(JSON.parse(localStorage.getItem('kigali.pendingSubmissions') ?? '[]')).toEqual([
      contact,
      application,
    ]);
    expect(readPendingSubmissions()).toEqual([contact, application]);
  });

  it('ignores stored entries that are not submissions', () => {
    localStorage.setItem('kigali.pendingSubmissions', JSON.stringify([contact, { id: 3 }, 'x']));
    expect(readPendingSubmissions()).toEqual([contact]);
    localStorage.setItem('kigali.pendingSubmissions', '{not json');
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('reports each settled submission once, even when settled twice', () => {
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    addPendingSubmission(contact);
    addPendingSubmission(application);
    expect(settlePendingSubmissions(['a'], 'sent')).toEqual([contact]);
    expect(settlePendingSubmissions(['a', 'b'], 'sent')).toEqual([application]);
    expect(settlePendingSubmissions(['a', 'b'], 'sent')).toEqual([]);
    expect(settled.mock.calls).toEqual([
      ['sent', [contact]],
      ['sent', [application]],
    ]);
    expect(localStorage.getItem('kigali.pendingSubmissions')).toBeNull();
    stop();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const changed = vi.fn();
    const stop = subscribeToPendingSubmissions(changed);
    addPendingSubmission(contact);
    expect(changed).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'kigali.pendingSubmissions' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    addPendingSubmission(application);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
