import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterFirstPaint', () => {
  it('runs at once on the empty app shell, whose content comes from script', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for a server-rendered page to paint, then runs in a task after it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<header>Kigali Tech</header><main><p>Server-rendered</p></main>';
    let paintedYet = false;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() =>
      paintedYet ? ([{ name: 'first-contentful-paint' }] as PerformanceEntryList) : [],
    );
    let reportPaint: () => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(listener: () => void) {
            reportPaint = listener;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();

    paintedYet = true;
    reportPaint();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
