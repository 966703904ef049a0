import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPaintTiming } from '@/test/paint-timing';
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
    const paint = stubPaintTiming();
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();

    paint();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
