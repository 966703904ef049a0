import { vi } from 'vitest';

/**
 * The browser's paint timing in a test: no first contentful paint until the returned function is
 * called, which then reports it to the page's PerformanceObserver, as a browser does when it paints.
 */
export function stubPaintTiming(): () => void {
  let painted = false;
  let report: () => void = () => {};
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(() =>
    painted ? ([{ name: 'first-contentful-paint' }] as PerformanceEntryList) : [],
  );
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(listener: () => void) {
          report = listener;
        }
        observe() {}
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
  );
  return () => {
    painted = true;
    report();
  };
}
