import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('react-hot-toast');
  vi.resetModules();
  vi.useRealTimers();
});

/** A fresh copy of the toasts and the toaster, as a page starts with them. */
async function freshToasts() {
  const { toasts } = await import('@/ui/toasts');
  const { Toasts } = await import('./Toasts');
  return { toasts, Toasts };
}

describe('Toasts', () => {
  it('shows a message plainly when the toasts’ code cannot be fetched, for as long as a toast', async () => {
    vi.doMock('react-hot-toast', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { toasts, Toasts } = await freshToasts();
    render(<Toasts />);
    vi.useFakeTimers();
    await act(async () => {
      toasts.success('Saved on this device: your message will be sent when you are back online.');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the code again with the next toast after it could not be fetched', async () => {
    let available = false;
    const success = vi.fn();
    vi.doMock('react-hot-toast', () => {
      if (!available) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: { success, error: vi.fn() } };
    });
    const { toasts } = await freshToasts();
    toasts.success('first');
    await vi.waitFor(async () => expect((await import('@/ui/toasts')).plainToasts()).toEqual(['first']));
    available = true;
    vi.resetModules();
    toasts.success('second');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('second'));
  });
});
