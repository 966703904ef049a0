import { act, renderHook } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendQueuedSubmissions } from '@/data/submit';
import type * as SubmitModule from '@/data/submit';
import {
  addPendingSubmission,
  confirmPendingSubmissions,
  refusePendingSubmission,
} from '@/data/pending-submission-changes';
import { useSubmissionSync } from './use-submission-sync';

vi.mock('@/data/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  sendQueuedSubmissions: vi.fn(async () => {}),
}));
const sendQueued = vi.mocked(sendQueuedSubmissions);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sendQueued.mockClear();
  localStorage.clear();
});

describe('useSubmissionSync', () => {
  it("shows each form's success toast once the server stored it, and no passing toast for a refused one", async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    renderHook(() => useSubmissionSync());
    addPendingSubmission({ id: 'a', collection: 'job_applications', createdAt: 'now', fields: {} });
    addPendingSubmission({ id: 'b', collection: 'contact_messages', createdAt: 'now', fields: {} });
    addPendingSubmission({ id: 'c', collection: 'partnership_requests', createdAt: 'now', fields: {} });
    act(() => {
      confirmPendingSubmissions(['a', 'c']);
      refusePendingSubmission('b', 'refused');
      confirmPendingSubmissions(['a']);
    });
    // Each toast waits for the library (ui/toasts.ts).
    await vi.waitFor(() =>
      expect(success.mock.calls).toEqual([
        ['Application submitted successfully'],
        ['Partnership request submitted successfully'],
      ]),
    );
    expect(failure).not.toHaveBeenCalled();
  });

  it('starts sending at once when submissions wait from an earlier visit, and again when back online', () => {
    addPendingSubmission({ id: 'a', collection: 'contact_messages', createdAt: 'now', fields: {} });
    renderHook(() => useSubmissionSync());
    expect(sendQueued).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sendQueued).toHaveBeenCalledTimes(2);
  });

  it('sends again when the time comes that the server gave for a submission it asked to wait', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9) });
    addPendingSubmission({
      id: 'a',
      collection: 'contact_messages',
      createdAt: 'now',
      fields: {},
      retryAt: new Date(Date.UTC(2026, 0, 5, 9, 3)).toISOString(),
    });
    renderHook(() => useSubmissionSync());
    await vi.advanceTimersByTimeAsync(0);
    expect(sendQueued).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 60 * 1000 - 1);
    expect(sendQueued).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendQueued).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when nothing waits', () => {
    renderHook(() => useSubmissionSync());
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sendQueued).not.toHaveBeenCalled();
  });
});
