import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPendingSubmission,
  confirmPendingSubmissions,
  holdPendingSubmission,
  onPendingSubmissionsSettled,
  refusePendingSubmission,
  removePendingSubmission,
  subscribeToPendingSubmissions,
} from './pending-submission-changes';
import { readPendingSubmissions, refusedSubmissions, waitingSubmissions } from './pending-submissions';

const contact = {
  id: 'a',
  collection: 'contact_messages',
  createdAt: '2026-11-21T10:00:00.000Z',
  fields: { name: 'Aline', email: 'aline@example.com', phone: '0788123456', message: 'Call me.' },
} as const;
const application = {
  id: 'b',
  collection: 'job_applications',
  createdAt: '2026-11-21T10:01:00.000Z',
  fields: {
    full_name: 'Eric',
    email: 'eric@example.com',
    phone: '',
    resume_url: 'https://x.rw/cv',
    cover_letter: '',
  },
  posting: { id: 'job-1', title: 'Network Engineer' },
} as const;

afterEach(() => localStorage.clear());

describe('pending submissions', () => {
  it('are kept in localStorage with what the visitor typed, so a reload or another tab sees them', () => {
    addPendingSubmission(contact);
    addPendingSubmission(application);
    expect(JSON.parse(localStorage.getItem('kigali.pendingSubmissions') ?? '[]')).toEqual([
      contact,
      application,
    ]);
    expect(readPendingSubmissions()).toEqual([contact, application]);
  });

  it('ignores stored entries that are not submissions, and reads entries listed without their fields', () => {
    const older = { id: 'c', collection: 'partnership_requests', createdAt: 'then' };
    localStorage.setItem(
      'kigali.pendingSubmissions',
      JSON.stringify([contact, { id: 3 }, 'x', { ...contact, id: 'd', fields: { name: 4 } }, older]),
    );
    expect(readPendingSubmissions()).toEqual([contact, { ...older, fields: {} }]);
    localStorage.setItem('kigali.pendingSubmissions', '{not json');
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('reports each confirmed submission once, even when confirmed twice', () => {
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    addPendingSubmission(contact);
    addPendingSubmission(application);
    expect(confirmPendingSubmissions(['a'])).toEqual([contact]);
    expect(confirmPendingSubmissions(['a', 'b'])).toEqual([application]);
    expect(confirmPendingSubmissions(['a', 'b'])).toEqual([]);
    expect(settled.mock.calls).toEqual([
      ['sent', [contact]],
      ['sent', [application]],
    ]);
    expect(localStorage.getItem('kigali.pendingSubmissions')).toBeNull();
    stop();
  });

  it('keeps a refused submission, with everything typed and why, apart from those waiting', () => {
    const settled = vi.fn();
    const stop = onPendingSubmissionsSettled(settled);
    addPendingSubmission(contact);
    addPendingSubmission(application);
    const refused = refusePendingSubmission('b', 'posting-closed');
    expect(refused).toEqual({
      ...application,
      refused: { reason: 'posting-closed', at: expect.any(String) },
    });
    expect(refusePendingSubmission('b', 'refused')).toBeNull();
    expect(refusePendingSubmission('gone', 'refused')).toBeNull();
    expect(settled.mock.calls).toEqual([['refused', [refused]]]);
    expect(waitingSubmissions()).toEqual([contact]);
    expect(refusedSubmissions()).toEqual([refused]);
    expect(readPendingSubmissions()).toEqual([contact, refused]);
    stop();
  });

  it('keeps one the server asked to wait waiting, with the time it may be sent', () => {
    addPendingSubmission(contact);
    holdPendingSubmission('a', '2026-11-21T10:10:00.000Z');
    expect(waitingSubmissions()).toEqual([{ ...contact, retryAt: '2026-11-21T10:10:00.000Z' }]);
    localStorage.setItem('kigali.pendingSubmissions', JSON.stringify([{ ...contact, retryAt: 7 }]));
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('drops a submission only when the visitor discards it or the server has stored it', () => {
    addPendingSubmission(contact);
    addPendingSubmission(application);
    refusePendingSubmission('a', 'refused');
    removePendingSubmission('a');
    expect(readPendingSubmissions()).toEqual([application]);
    confirmPendingSubmissions(['b']);
    expect(readPendingSubmissions()).toEqual([]);
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
