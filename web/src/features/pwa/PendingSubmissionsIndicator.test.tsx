import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingSubmission,
  confirmPendingSubmissions,
  refusePendingSubmission,
} from '@/data/pending-submission-changes';
import { PendingSubmissionsIndicator } from './PendingSubmissionsIndicator';

afterEach(() => localStorage.clear());

describe('PendingSubmissionsIndicator', () => {
  it('shows how many submissions wait to be sent, and disappears when none does', () => {
    const { container } = render(<PendingSubmissionsIndicator />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      addPendingSubmission({ id: 'a', collection: 'contact_messages', createdAt: 'now', fields: {} });
    });
    expect(screen.getByText('1 submission waiting to be sent')).toBeInTheDocument();
    act(() => {
      addPendingSubmission({ id: 'b', collection: 'job_applications', createdAt: 'now', fields: {} });
    });
    expect(screen.getByText('2 submissions waiting to be sent')).toBeInTheDocument();
    // A refused one no longer waits: RefusedSubmissionsNotice shows it instead.
    act(() => {
      refusePendingSubmission('b', 'posting-closed');
    });
    expect(screen.getByText('1 submission waiting to be sent')).toBeInTheDocument();
    act(() => {
      confirmPendingSubmissions(['a']);
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('follows submissions queued in another tab', () => {
    render(<PendingSubmissionsIndicator />);
    act(() => {
      localStorage.setItem(
        'kigali.pendingSubmissions',
        JSON.stringify([{ id: 'x', collection: 'partnership_requests', createdAt: 'now', fields: {} }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'kigali.pendingSubmissions' }));
    });
    expect(screen.getByText('1 submission waiting to be sent')).toBeInTheDocument();
  });
});
