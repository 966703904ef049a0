import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says the visitor is offline while the connection is gone, in a status region', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. What you see may be out of date.');
    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
