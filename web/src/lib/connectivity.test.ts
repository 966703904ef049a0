import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConnectivityModule from './connectivity';

type Connectivity = typeof ConnectivityModule;

/** A fresh store each test: its state is the page's, kept in the module. */
async function freshStore(): Promise<Connectivity> {
  vi.resetModules();
  return import('./connectivity');
}

const browserOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const refused = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
const answered = (): Promise<Response> => Promise.resolve(new Response(null, { status: 200 }));

beforeEach(() => {
  vi.useFakeTimers();
  browserOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('connectivity', () => {
  it('follows what the site observes while the browser still says it is online', async () => {
    const store = await freshStore();
    const changed = vi.fn();
    store.subscribeToConnectivity(changed);
    expect(store.isSiteReachable()).toBe(true);

    store.reportUnreachable();
    expect(store.isSiteReachable()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);

    store.reportReachable();
    expect(store.isSiteReachable()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('believes the browser when it says it is offline', async () => {
    const store = await freshStore();
    const changed = vi.fn();
    store.subscribeToConnectivity(changed);
    browserOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(changed).toHaveBeenCalled();
    expect(store.isSiteReachable()).toBe(false);
  });

  it('probes the origin again, less and less often, until it answers', async () => {
    const fetchMock = vi.fn(refused);
    vi.stubGlobal('fetch', fetchMock);
    const store = await freshStore();
    store.subscribeToConnectivity(() => {});

    await store.probe();
    expect(store.isSiteReachable()).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/robots.txt');
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockImplementation(answered);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(store.isSiteReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('probes at once when the browser says it is back online', async () => {
    const fetchMock = vi.fn(refused);
    vi.stubGlobal('fetch', fetchMock);
    const store = await freshStore();
    store.subscribeToConnectivity(() => {});
    store.reportUnreachable();

    fetchMock.mockImplementation(answered);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    // Not a count: the stores of earlier tests listen to the same window.
    expect(fetchMock).toHaveBeenCalled();
    expect(store.isSiteReachable()).toBe(true);
  });

  it('probes when a request is still waiting after a few seconds, and not when it was answered', async () => {
    const fetchMock = vi.fn(refused);
    vi.stubGlobal('fetch', fetchMock);
    const store = await freshStore();
    store.subscribeToConnectivity(() => {});

    store.probeIfStillWaiting(() => false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).not.toHaveBeenCalled();

    store.probeIfStillWaiting(() => true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.isSiteReachable()).toBe(false);
  });
});
