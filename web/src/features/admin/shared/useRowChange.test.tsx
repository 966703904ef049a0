import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyFailure, notifySuccess } from './admin-toast';
import { useRowChange } from './useRowChange';

vi.mock('./admin-toast', () => ({ notifySuccess: vi.fn(), notifyFailure: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const row = { id: 'row-1' };

function renderRowChange() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRowChange<typeof row>([['rows']]), { wrapper });
  return { result, invalidate };
}

describe('useRowChange', () => {
  it('runs the change with its row busy, then says so and refreshes the list', async () => {
    const { result, invalidate } = renderRowChange();
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let changed: Promise<unknown> = Promise.resolve();
    act(() => {
      changed = result.current.change({ item: row, run, success: 'Saved', failure: 'Failed' });
    });
    await waitFor(() => expect(result.current.busyId).toBe('row-1'));
    expect(run).toHaveBeenCalledOnce();
    expect(result.current.isChanging).toBe(true);
    await act(async () => {
      finish();
      await changed;
    });
    expect(notifySuccess).toHaveBeenCalledWith('Saved');
    expect(notifyFailure).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
    await waitFor(() => expect(result.current.busyId).toBeNull());
  });

  it('says what failed, without rethrowing, and leaves the list as it is', async () => {
    const { result, invalidate } = renderRowChange();
    const error = new Error('permission-denied');
    await act(() =>
      result.current.change({
        item: row,
        run: () => Promise.reject(error),
        success: 'Saved',
        failure: 'Failed',
      }),
    );
    expect(notifyFailure).toHaveBeenCalledWith('Failed', error);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says a change that ran but was refused is refused, and still refreshes the row', async () => {
    const { result, invalidate } = renderRowChange();
    const change = (answer: string) =>
      result.current.change({
        item: row,
        run: async () => answer,
        success: 'E-mail sent',
        failure: 'Could not send',
        refusal: (state) => (state === 'sent' ? null : 'Refused'),
      });
    await act(() => change('failed'));
    expect(notifyFailure).toHaveBeenCalledWith('Refused');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledOnce();

    await act(() => change('sent'));
    expect(notifySuccess).toHaveBeenCalledWith('E-mail sent');
    expect(notifyFailure).toHaveBeenCalledOnce();
  });
});
