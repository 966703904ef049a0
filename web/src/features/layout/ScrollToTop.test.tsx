import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the page where the browser or the visitor put it when the app first mounts', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/work-with-us');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every navigation to another page, not on a change of query only', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/services');
    await act(() => router.navigate('/services/structured-cabling'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/services/structured-cabling?tab=features'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
