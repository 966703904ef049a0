import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReachable, reportUnreachable } from '@/lib/connectivity';
import { OfflineBanner } from './OfflineBanner';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OfflineBanner', () => {
  it('says the visitor is offline while the browser says the connection is gone, in a status region', () => {
    // Back online, the site asks its origin whether it answers: it does.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. What you see may be out of date.');
    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so too while the site cannot be reached though the browser says it is online', () => {
    render(<OfflineBanner />);
    act(() => reportUnreachable());
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. What you see may be out of date.');
    act(() => reportReachable());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
